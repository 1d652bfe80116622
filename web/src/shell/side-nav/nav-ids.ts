/** Element ids that tie the header's menu button to the side navigation it controls. */
export const SIDE_NAV_ID = 'side-navigation';
export const MENU_BUTTON_ID = 'side-navigation-button';
