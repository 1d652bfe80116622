// The shared layout styles (issue 30): page frame, cards, pills, notices, definition lists, action rows, fields.
export { default as layout } from './layout.module.css';
export { DefinitionList, type Definition } from './definition-list';
export { Pill, type PillTone } from './pill';
export { NameAndCode } from './name-and-code';
export { HeadingBlock, type HeadingBlockProps } from './heading-block';
export { QueryStates, type QueryStatesProps } from './query-states';
export { Card, type CardProps } from './card';
export { WidgetFrame, type WidgetFrameProps } from './widget-frame';
