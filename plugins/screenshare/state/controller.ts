// The screen-share session's state machine (001 §4 Screen share) over injected effects, so the rules are tested
// without a browser: start opens a session and moves to PIN; the viewer joining closes the modal and marks the
// user inside a session; a create failure is ERROR; a connect failure or the viewer leaving is connectionFailed;
// a normal end is END; a remote 'logout' ends the session and signs the user out; a remote 'cancel' closes the
// modal; 400 ms after the modal hides its status becomes CANCEL; Cancel makes the status disconnected.
import { restorePrivateKeys, stashPrivateKeys, isEmbedded } from './private-keys';
import { type Store, requestScreenShare, screenShareStore } from './store';

/** 001 §9: modal hide delay. */
export const MODAL_HIDE_DELAY_MS = 400;
/** Session storage: the open session's id, so a reload (which loses the recording) ends it rather than leaving it open. */
export const OPEN_SESSION_KEY = 'ao.screenshare.session';
/** An upload refused while the live status may be on its way (the viewer ended the session): wait this long for it. */
export const UPLOAD_FAILURE_GRACE_MS = 1000;

export interface SessionEvent {
  sessionId: string;
  status: 'WAITING' | 'CONNECTED' | 'ENDED' | 'FAILED';
  control: 'CANCEL' | 'LOGOUT' | 'END' | null;
}

export interface StartedSession {
  sessionId: string;
  pin: string | null;
  assistNumber: string;
}

/** A running recording; stop() ends it (idempotent). */
export interface Recording {
  stop(): void;
}

export interface Effects {
  startSession(product: string): Promise<StartedSession>;
  endSession(sessionId: string, logout: boolean): Promise<void>;
  /** Listens to the session's live events; the answer stops listening. onError: the stream failed for good. */
  listen(sessionId: string, onEvent: (event: SessionEvent) => void, onError: (error: unknown) => void): () => void;
  /** Starts recording for the session (rrweb, loaded now); onFailure: an upload failed. */
  record(sessionId: string, onFailure: (error: unknown) => void): Promise<Recording>;
  /** Fetches the recorder ahead of a viewer joining, so recording starts the moment one does (optional). */
  prepareRecording?(): void;
  /** Signs the adviser out (PluginHost.logout). */
  logout(): void;
  /** Local storage and session storage for the 'privatekey' stash; absent: the browser's. */
  storage?: { local: Storage; session: Storage };
  embedded?: () => boolean;
}

export class ScreenShareController {
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private stopListening: (() => void) | undefined;
  private recording: Recording | undefined;
  private recordingStarting: Promise<Recording | undefined> | undefined;
  private failureTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every teardown, so answers of an abandoned attempt are ignored. */
  private attempt = 0;
  private loggingOut = false;

  constructor(
    private readonly effects: Effects,
    readonly store: Store = screenShareStore,
  ) {}

  get state() {
    return this.store.get();
  }

  /** The side-nav action: opens 'Select product' (the overlay decides whether the user has products to pick). */
  open(): void {
    requestScreenShare(this.store);
  }

  cancelProduct(): void {
    this.store.set({ productOpen: false });
  }

  /** A product was chosen: the Start state of the session modal. */
  chooseProduct(product: string): void {
    this.showModal({ productOpen: false, product, modalStatus: 'START' });
  }

  /** Start: the session is created (spinner meanwhile), then its PIN shows. */
  async start(): Promise<void> {
    const product = this.state.product;
    if (!product || this.state.modalStatus !== 'START') return;
    const attempt = ++this.attempt;
    this.store.set({ modalStatus: null, status: 'connecting' });
    if (!(this.effects.embedded ?? isEmbedded)()) this.stash();
    // The recorder (rrweb) loads while the adviser reads the code out, not after the viewer has joined: what
    // the adviser does right after the bar shows is then already recorded.
    this.effects.prepareRecording?.();
    let session: StartedSession;
    try {
      session = await this.effects.startSession(product);
    } catch {
      if (attempt !== this.attempt) return;
      this.restore();
      this.store.set({ modalStatus: 'ERROR', status: 'disconnected' });
      return;
    }
    if (attempt !== this.attempt) {
      // Cancelled while the session was being created: end it rather than leave a PIN waiting.
      void this.effects.endSession(session.sessionId, false).catch(() => undefined);
      return;
    }
    this.store.set({ sessionId: session.sessionId, pin: session.pin, assistNumber: session.assistNumber, modalStatus: 'PIN' });
    this.sessionStorage()?.setItem(OPEN_SESSION_KEY, session.sessionId);
    this.stopListening = this.effects.listen(
      session.sessionId,
      (event) => this.onEvent(attempt, event),
      () => this.onEvent(attempt, { sessionId: session.sessionId, status: 'FAILED', control: null }),
    );
  }

  /** Cancel (Start, Pin, Error, spinner): the modal hides, the status is disconnected, a waiting session ends. */
  cancel(): void {
    const sessionId = this.state.sessionId;
    const wasOpen = this.state.status === 'connecting' || this.state.status === 'connected';
    this.teardown();
    this.hideModal({ status: 'disconnected' });
    if (sessionId && wasOpen) void this.effects.endSession(sessionId, false).catch(() => undefined);
  }

  /** The bar's End session. */
  async endSession(): Promise<void> {
    const sessionId = this.state.sessionId;
    if (!sessionId) return;
    this.teardown();
    this.showModal({ modalStatus: 'END', status: 'disconnected' });
    await this.effects.endSession(sessionId, false).catch(() => undefined);
  }

  /** The End state's Close. */
  close(): void {
    this.hideModal({});
  }

  /** The red bar's close icon. */
  dismissFailure(): void {
    if (this.state.status === 'connectionFailed') this.store.set({ status: 'disconnected' });
  }

  /**
   * The adviser's own logout while inside a session (the shell awaits this, bounded): the session ends with a
   * logout message to the viewer instead of the portal just signing out.
   */
  async beforeLogout(): Promise<void> {
    const sessionId = this.state.sessionId;
    if (!sessionId) return;
    this.loggingOut = true;
    const logout = this.state.insideSession;
    this.teardown();
    this.store.set({ status: 'disconnected' });
    await this.effects.endSession(sessionId, logout).catch(() => undefined);
  }

  /** The plugin is going away (sign-out, page unload): nothing stays recording, stashed entries come back. */
  dispose(): void {
    this.teardown(false);
  }

  /**
   * The plugin starts (a new page load): a session this tab left open (a reload in the middle of one) cannot go on,
   * since its recording is gone, so it is ended; and a 'privatekey' stash left behind comes back.
   */
  async recover(): Promise<void> {
    this.restore();
    const storage = this.sessionStorage();
    const left = storage?.getItem(OPEN_SESSION_KEY);
    if (!left || left === this.state.sessionId) return;
    storage?.removeItem(OPEN_SESSION_KEY);
    await this.effects.endSession(left, false).catch(() => undefined);
  }

  private onEvent(attempt: number, event: SessionEvent): void {
    if (attempt !== this.attempt || this.loggingOut || event.sessionId !== this.state.sessionId) return;
    // Any session event (the first is the current state, WAITING, as the subscription opens).
    if (event.status !== 'WAITING' || event.control) this.restore();
    if (event.control === 'LOGOUT') {
      this.teardown();
      this.hideModal({ status: 'disconnected' });
      this.loggingOut = true;
      this.effects.logout();
      return;
    }
    if (event.control === 'CANCEL') {
      if (this.state.modalOpen) this.hideModal({});
      return;
    }
    if (event.status === 'CONNECTED' && !this.state.insideSession) {
      this.hideModal({ status: 'connected', insideSession: true });
      this.startRecording(attempt, event.sessionId);
      return;
    }
    if (event.status === 'FAILED') {
      this.teardown();
      this.hideModal({ status: 'connectionFailed' });
      return;
    }
    if (event.status === 'ENDED') {
      this.teardown();
      this.showModal({ modalStatus: 'END', status: 'disconnected' });
    }
  }

  private startRecording(attempt: number, sessionId: string): void {
    this.recordingStarting = this.effects
      .record(sessionId, (error) => this.onUploadFailure(attempt, error))
      .then((recording) => {
        if (attempt !== this.attempt) {
          recording.stop();
          return undefined;
        }
        this.recording = recording;
        return recording;
      })
      .catch((error: unknown) => {
        this.onUploadFailure(attempt, error);
        return undefined;
      });
  }

  /** An upload failed: unless the live status explains it within the grace (an end, a logout), the session failed. */
  private onUploadFailure(attempt: number, error: unknown): void {
    if (attempt !== this.attempt) return;
    console.error('Screen share recording failed', error);
    this.recording?.stop();
    clearTimeout(this.failureTimer);
    this.failureTimer = setTimeout(() => {
      if (attempt !== this.attempt) return;
      const sessionId = this.state.sessionId;
      this.teardown();
      this.hideModal({ status: 'connectionFailed' });
      if (sessionId) void this.effects.endSession(sessionId, false).catch(() => undefined);
    }, UPLOAD_FAILURE_GRACE_MS);
  }

  /** Ends everything of the current attempt; `forget`: the session is over (not just this page going away). */
  private teardown(forget = true): void {
    if (forget) this.sessionStorage()?.removeItem(OPEN_SESSION_KEY);
    this.attempt++;
    clearTimeout(this.failureTimer);
    this.stopListening?.();
    this.stopListening = undefined;
    this.recording?.stop();
    this.recording = undefined;
    void this.recordingStarting?.then((r) => r?.stop());
    this.recordingStarting = undefined;
    this.restore();
    this.store.set({ sessionId: null, pin: null, insideSession: false });
  }

  private showModal(patch: Parameters<Store['set']>[0]): void {
    clearTimeout(this.hideTimer);
    this.store.set({ ...patch, modalOpen: true });
  }

  private hideModal(patch: Parameters<Store['set']>[0]): void {
    const wasOpen = this.state.modalOpen;
    this.store.set({ ...patch, modalOpen: false });
    if (!wasOpen) return;
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => {
      if (!this.state.modalOpen) this.store.set({ modalStatus: 'CANCEL' });
    }, MODAL_HIDE_DELAY_MS);
  }

  private sessionStorage(): Storage | undefined {
    if (this.effects.storage) return this.effects.storage.session;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  }

  private stash(): void {
    const s = this.effects.storage;
    stashPrivateKeys(s?.local, s?.session);
  }

  private restore(): void {
    const s = this.effects.storage;
    restorePrivateKeys(s?.local, s?.session);
  }
}
