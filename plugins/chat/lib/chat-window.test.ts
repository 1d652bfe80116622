// The chat window's state machine (001 §2.7): menu → wizard → waiting → active → confirm → survey or closed.
import { describe, expect, it } from 'vitest';
import { CHAT_Z_INDEX, MAX_Z_INDEX, WINDOW_START, chatZIndex, windowReducer, type ConversationSummary, type WindowAction, type WindowState } from './chat-window';

const live: ConversationSummary = { id: 'c1', kind: 'LIVE', status: 'QUEUED', agentName: null };
const q: ConversationSummary = { id: 'c2', kind: 'ASYNC', status: 'BOT', agentName: 'Q' };
const run = (...actions: WindowAction[]): WindowState => actions.reduce(windowReducer, WINDOW_START);

describe('windowReducer', () => {
  it('a live chat: menu, wizard, waiting while queued, active once accepted', () => {
    const opened = run({ type: 'open' });
    expect(opened).toMatchObject({ open: true, screen: 'menu' });
    expect(windowReducer(opened, { type: 'chooseLive' }).screen).toBe('prechat');
    expect(run({ type: 'open' }, { type: 'chooseLive' }, { type: 'backToMenu' }).screen).toBe('menu');
    const waiting = run({ type: 'open' }, { type: 'chooseLive' }, { type: 'started', conversation: live });
    expect(waiting).toMatchObject({ screen: 'waiting', conversation: live });
    const active = windowReducer(waiting, { type: 'status', status: 'ACTIVE', agentName: 'Priya' });
    expect(active).toMatchObject({ screen: 'active', conversation: { status: 'ACTIVE', agentName: 'Priya' } });
  });

  it('Q talks from the start; a handover keeps the active screen', () => {
    const started = run({ type: 'open' }, { type: 'started', conversation: q });
    expect(started.screen).toBe('active');
    expect(windowReducer(started, { type: 'status', status: 'QUEUED' }).screen).toBe('active');
  });

  it('minimising keeps the conversation; a context applies only before a chat starts', () => {
    const started = run({ type: 'open', context: { name: 'manage_payments', referenceId: 'P1' } }, { type: 'started', conversation: live });
    expect(started.context).toEqual({ name: 'manage_payments', referenceId: 'P1' });
    const hidden = windowReducer(started, { type: 'minimise' });
    expect(hidden).toMatchObject({ open: false, screen: 'waiting', conversation: live });
    const again = windowReducer(hidden, { type: 'open', context: { name: 'request_centre', referenceId: 'R9' } });
    expect(again).toMatchObject({ open: true, screen: 'waiting', context: { name: 'manage_payments', referenceId: 'P1' } });
  });

  it('a context asked for during a conversation is offered: ending it starts the choice with that context; Keep drops it', () => {
    const payment = { name: 'manage_payments' as const, referenceId: 'P7' };
    const withQ = run({ type: 'open' }, { type: 'started', conversation: q }, { type: 'minimise' });
    const offered = windowReducer(withQ, { type: 'open', context: payment });
    expect(offered).toMatchObject({ open: true, screen: 'active', conversation: q, context: null, offer: payment });
    // Opened again without a context (the launcher): the offer stays.
    expect(windowReducer(offered, { type: 'open' }).offer).toEqual(payment);
    // Ended (with or without the survey flag): straight to the choice, about the payment, no survey in between.
    expect(windowReducer(offered, { type: 'ended', feedback: true })).toEqual({ open: true, screen: 'menu', conversation: null, context: payment, offer: null });
    const kept = windowReducer(offered, { type: 'keepCurrent' });
    expect(kept).toMatchObject({ screen: 'active', conversation: q, offer: null });
    expect(windowReducer(kept, { type: 'ended', feedback: true }).screen).toBe('survey');
  });

  it('end: confirmation, cancel returns, a status change under the confirmation keeps it', () => {
    const active = run({ type: 'open' }, { type: 'started', conversation: { ...live, status: 'ACTIVE' } });
    const confirm = windowReducer(active, { type: 'askEnd' });
    expect(confirm.screen).toBe('confirmEnd');
    expect(windowReducer(confirm, { type: 'status', status: 'ACTIVE', agentName: 'Sam' }).screen).toBe('confirmEnd');
    expect(windowReducer(confirm, { type: 'cancelEnd' }).screen).toBe('active');
    expect(windowReducer(WINDOW_START, { type: 'askEnd' })).toBe(WINDOW_START);
  });

  it('ended: the survey with the feedback flag, else the window closes; nothing of the chat is kept', () => {
    const active = run({ type: 'open' }, { type: 'started', conversation: q });
    const survey = windowReducer(active, { type: 'ended', feedback: true });
    expect(survey).toEqual({ open: true, screen: 'survey', conversation: null, context: null });
    expect(windowReducer(survey, { type: 'open', context: { name: 'request_centre', referenceId: null } }).screen).toBe('survey');
    expect(windowReducer(survey, { type: 'surveyDone' })).toEqual(WINDOW_START);
    expect(windowReducer(active, { type: 'ended', feedback: false })).toEqual(WINDOW_START);
  });

  it('a conversation found on load does not open the window, nor replace one in progress; an ended one is ignored', () => {
    const resumed = windowReducer(WINDOW_START, { type: 'resumed', conversation: q });
    expect(resumed).toMatchObject({ open: false, screen: 'active', conversation: q });
    expect(windowReducer(resumed, { type: 'resumed', conversation: live })).toBe(resumed);
    expect(windowReducer(WINDOW_START, { type: 'resumed', conversation: { ...live, status: 'ENDED' } })).toBe(WINDOW_START);
    expect(windowReducer(WINDOW_START, { type: 'started', conversation: { ...live, status: 'ENDED' } })).toBe(WINDOW_START);
  });
});

describe('chatZIndex (000 §9)', () => {
  it('is about 2147483547, raised by 1800 while co-browsing (clamped at the CSS maximum)', () => {
    expect(chatZIndex(false)).toBe(CHAT_Z_INDEX);
    expect(chatZIndex(true)).toBe(MAX_Z_INDEX);
    expect(chatZIndex(true)).toBeGreaterThan(chatZIndex(false));
  });
});
