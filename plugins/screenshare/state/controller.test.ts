import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_HIDE_DELAY_MS, OPEN_SESSION_KEY, ScreenShareController, UPLOAD_FAILURE_GRACE_MS, type Effects, type SessionEvent } from './controller';
import { createStore, barShown, isCobrowseActive, requestScreenShare } from './store';

/** A Storage in memory (node has none). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

function harness(overrides: Partial<Effects> = {}) {
  let emit: (e: SessionEvent) => void = () => undefined;
  let failUpload: (error: unknown) => void = () => undefined;
  const recording = { stop: vi.fn() };
  const local = memoryStorage();
  const session = memoryStorage();
  const effects = {
    startSession: vi.fn(async () => ({ sessionId: 'SS1', pin: '123456', assistNumber: '1800 808 508' })),
    endSession: vi.fn(async () => undefined),
    listen: vi.fn((_id: string, onEvent: (e: SessionEvent) => void) => {
      emit = onEvent;
      return vi.fn();
    }),
    record: vi.fn(async (_id: string, onFailure: (e: unknown) => void) => {
      failUpload = onFailure;
      return recording;
    }),
    logout: vi.fn(),
    storage: { local, session },
    embedded: () => false,
    ...overrides,
  } satisfies Effects;
  const store = createStore();
  const controller = new ScreenShareController(effects, store);
  return {
    controller,
    store,
    effects,
    recording,
    local,
    emit: (status: SessionEvent['status'], control: SessionEvent['control'] = null) => emit({ sessionId: 'SS1', status, control }),
    failUpload: (e: unknown) => failUpload(e),
  };
}

async function toPin(h: ReturnType<typeof harness>) {
  requestScreenShare(h.store);
  h.controller.chooseProduct('Wrap');
  await h.controller.start();
}

describe('screen-share session state (001 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the recorder when Start is pressed, before the session exists, so recording starts as a viewer joins', async () => {
    let answer: (s: { sessionId: string; pin: string; assistNumber: string }) => void = () => undefined;
    const prepareRecording = vi.fn();
    const h = harness({ prepareRecording, startSession: vi.fn(() => new Promise<{ sessionId: string; pin: string; assistNumber: string }>((resolve) => (answer = resolve))) });
    requestScreenShare(h.store);
    h.controller.chooseProduct('Wrap');
    expect(prepareRecording).not.toHaveBeenCalled();
    const starting = h.controller.start();
    expect(prepareRecording).toHaveBeenCalledTimes(1);
    answer({ sessionId: 'SS1', pin: '123456', assistNumber: '1800 808 508' });
    await starting;
    expect(h.effects.record).not.toHaveBeenCalled();
  });

  it('goes from Select product to Start to the PIN, connecting, with the co-browse layer active', async () => {
    const h = harness();
    requestScreenShare(h.store);
    expect(h.store.get().productOpen).toBe(true);
    h.controller.chooseProduct('Wrap');
    expect(h.store.get()).toMatchObject({ productOpen: false, modalOpen: true, modalStatus: 'START', product: 'Wrap', status: 'disconnected' });
    const starting = h.controller.start();
    expect(h.store.get()).toMatchObject({ modalStatus: null, status: 'connecting' });
    await starting;
    expect(h.effects.startSession).toHaveBeenCalledWith('Wrap');
    expect(h.store.get()).toMatchObject({ modalStatus: 'PIN', pin: '123456', assistNumber: '1800 808 508', status: 'connecting' });
    expect(isCobrowseActive(h.store.get())).toBe(true);
    expect(h.effects.listen).toHaveBeenCalledWith('SS1', expect.any(Function), expect.any(Function));
    // The side-nav action does nothing while a session is under way.
    requestScreenShare(h.store);
    expect(h.store.get().productOpen).toBe(false);
  });

  it('a viewer joining closes the modal, marks the user inside, starts recording and shows the bar; CANCEL 400 ms after', async () => {
    const h = harness();
    await toPin(h);
    h.emit('WAITING');
    expect(h.effects.record).not.toHaveBeenCalled();
    h.emit('CONNECTED');
    expect(h.store.get()).toMatchObject({ modalOpen: false, status: 'connected', insideSession: true, modalStatus: 'PIN' });
    expect(barShown(h.store.get())).toBe(true);
    expect(h.effects.record).toHaveBeenCalledWith('SS1', expect.any(Function));
    vi.advanceTimersByTime(MODAL_HIDE_DELAY_MS - 1);
    expect(h.store.get().modalStatus).toBe('PIN');
    vi.advanceTimersByTime(1);
    expect(h.store.get().modalStatus).toBe('CANCEL');
  });

  it('a create failure is ERROR; Cancel then sets disconnected', async () => {
    const h = harness({ startSession: vi.fn(async () => Promise.reject(new Error('down'))) });
    await toPin(h);
    expect(h.store.get()).toMatchObject({ modalOpen: true, modalStatus: 'ERROR', status: 'disconnected' });
    h.controller.cancel();
    expect(h.store.get()).toMatchObject({ modalOpen: false, status: 'disconnected' });
    expect(h.effects.endSession).not.toHaveBeenCalled();
  });

  it('Cancel at the PIN ends the waiting session and sets disconnected', async () => {
    const h = harness();
    await toPin(h);
    h.controller.cancel();
    expect(h.store.get()).toMatchObject({ modalOpen: false, status: 'disconnected', sessionId: null });
    expect(h.effects.endSession).toHaveBeenCalledWith('SS1', false);
    expect(isCobrowseActive(h.store.get())).toBe(false);
  });

  it('Cancel while the session is being created ends it when it arrives', async () => {
    let answer: (v: { sessionId: string; pin: string; assistNumber: string }) => void = () => undefined;
    const h = harness({ startSession: vi.fn(() => new Promise<{ sessionId: string; pin: string; assistNumber: string }>((resolve) => (answer = resolve))) });
    requestScreenShare(h.store);
    h.controller.chooseProduct('Wrap');
    const starting = h.controller.start();
    h.controller.cancel();
    answer({ sessionId: 'SS9', pin: '000111', assistNumber: 'x' });
    await starting;
    expect(h.store.get()).toMatchObject({ modalOpen: false, status: 'disconnected', pin: null });
    expect(h.effects.endSession).toHaveBeenCalledWith('SS9', false);
    expect(h.effects.listen).not.toHaveBeenCalled();
  });

  it('FAILED is connectionFailed with the red bar, recording stopped; the close icon dismisses it', async () => {
    const h = harness();
    await toPin(h);
    h.emit('CONNECTED');
    await vi.runAllTimersAsync();
    h.emit('FAILED');
    expect(h.store.get()).toMatchObject({ status: 'connectionFailed', insideSession: false, modalOpen: false });
    expect(barShown(h.store.get())).toBe(true);
    expect(h.recording.stop).toHaveBeenCalled();
    h.controller.dismissFailure();
    expect(h.store.get().status).toBe('disconnected');
    expect(barShown(h.store.get())).toBe(false);
  });

  it('a remote cancel closes the modal; the session goes on', async () => {
    const h = harness();
    await toPin(h);
    h.emit('CONNECTED');
    h.controller.chooseProduct('Wrap'); // the modal open again (as if)
    h.emit('CONNECTED', 'CANCEL');
    expect(h.store.get()).toMatchObject({ modalOpen: false, status: 'connected', insideSession: true });
  });

  it('a remote logout ends the session and signs the adviser out', async () => {
    const h = harness();
    await toPin(h);
    h.emit('CONNECTED');
    await vi.runAllTimersAsync();
    h.emit('ENDED', 'LOGOUT');
    expect(h.effects.logout).toHaveBeenCalledTimes(1);
    expect(h.store.get()).toMatchObject({ status: 'disconnected', insideSession: false });
    expect(h.recording.stop).toHaveBeenCalled();
  });

  it('a normal end (the viewer, or the bar\'s End session) shows the End state; Close hides it', async () => {
    const h = harness();
    await toPin(h);
    h.emit('CONNECTED');
    h.emit('ENDED', 'END');
    expect(h.store.get()).toMatchObject({ modalOpen: true, modalStatus: 'END', status: 'disconnected' });
    h.controller.close();
    vi.advanceTimersByTime(MODAL_HIDE_DELAY_MS);
    expect(h.store.get()).toMatchObject({ modalOpen: false, modalStatus: 'CANCEL' });

    const b = harness();
    await toPin(b);
    b.emit('CONNECTED');
    await b.controller.endSession();
    expect(b.effects.endSession).toHaveBeenCalledWith('SS1', false);
    expect(b.store.get()).toMatchObject({ modalOpen: true, modalStatus: 'END' });
  });

  it("the adviser's own logout inside a session sends logout and no longer listens", async () => {
    const h = harness();
    await toPin(h);
    h.emit('CONNECTED');
    await h.controller.beforeLogout();
    expect(h.effects.endSession).toHaveBeenCalledWith('SS1', true);
    h.emit('ENDED', 'LOGOUT');
    expect(h.effects.logout).not.toHaveBeenCalled();
  });

  it('a failed upload becomes connectionFailed unless the live status explains it in time', async () => {
    const h = harness();
    await toPin(h);
    h.emit('CONNECTED');
    await vi.runAllTimersAsync();
    h.failUpload(new Error('413'));
    expect(h.store.get().status).toBe('connected');
    vi.advanceTimersByTime(UPLOAD_FAILURE_GRACE_MS);
    expect(h.store.get().status).toBe('connectionFailed');
    expect(h.effects.endSession).toHaveBeenCalledWith('SS1', false);

    const e = harness();
    await toPin(e);
    e.emit('CONNECTED');
    await vi.runAllTimersAsync();
    e.failUpload(new Error('not_connected'));
    e.emit('ENDED', 'END');
    vi.advanceTimersByTime(UPLOAD_FAILURE_GRACE_MS);
    expect(e.store.get()).toMatchObject({ status: 'disconnected', modalStatus: 'END' });
  });

  it("stashes 'privatekey' entries before the session starts and restores them on the first session event", async () => {
    const h = harness();
    h.local.setItem('x-privatekey', 'secret');
    h.local.setItem('wallet.PrivateKey.2', 'secret2');
    h.local.setItem('theme', 'dark');
    await toPin(h);
    expect(h.local.getItem('x-privatekey')).toBeNull();
    expect(h.local.getItem('wallet.PrivateKey.2')).toBeNull();
    expect(h.local.getItem('theme')).toBe('dark');
    h.emit('WAITING'); // the subscription's current state is not a session event
    expect(h.local.getItem('x-privatekey')).toBeNull();
    h.emit('CONNECTED');
    expect(h.local.getItem('x-privatekey')).toBe('secret');
    expect(h.local.getItem('wallet.PrivateKey.2')).toBe('secret2');
  });

  it('restores them on teardown (Cancel) and on a create failure; an embedded portal stashes nothing', async () => {
    const h = harness();
    h.local.setItem('x-privatekey', 'secret');
    await toPin(h);
    expect(h.local.getItem('x-privatekey')).toBeNull();
    h.controller.cancel();
    expect(h.local.getItem('x-privatekey')).toBe('secret');

    const f = harness({ startSession: vi.fn(async () => Promise.reject(new Error('down'))) });
    f.local.setItem('x-privatekey', 'secret');
    await toPin(f);
    expect(f.local.getItem('x-privatekey')).toBe('secret');

    const embedded = harness({ embedded: () => true, startSession: vi.fn(() => new Promise<never>(() => undefined)) });
    embedded.local.setItem('x-privatekey', 'secret');
    requestScreenShare(embedded.store);
    embedded.controller.chooseProduct('Wrap');
    void embedded.controller.start();
    expect(embedded.local.getItem('x-privatekey')).toBe('secret');
  });

  it('a reload in the middle of a session ends it on the next start and restores the stash', async () => {
    const h = harness();
    h.local.setItem('x-privatekey', 'secret');
    await toPin(h);
    h.emit('CONNECTED');
    h.controller.dispose(); // the page goes away: the session stays recorded as open in this tab
    const storage = h.effects.storage;
    expect(storage.session.getItem(OPEN_SESSION_KEY)).toBe('SS1');
    const next = new ScreenShareController({ ...h.effects }, createStore());
    await next.recover();
    expect(h.effects.endSession).toHaveBeenCalledWith('SS1', false);
    expect(storage.session.getItem(OPEN_SESSION_KEY)).toBeNull();
    expect(h.local.getItem('x-privatekey')).toBe('secret');

    const ended = harness();
    await toPin(ended);
    ended.emit('ENDED', 'END');
    expect(ended.effects.storage.session.getItem(OPEN_SESSION_KEY)).toBeNull();
  });
});
