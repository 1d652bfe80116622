// The side-nav action startCobrowse (config/navigation/side-nav.json 'Screen sharing assistance'): the shell loads
// this on click and calls it with no arguments; the plugin's overlay, listening to the same store, opens the modal.
import { requestScreenShare } from './state/store';

export default function startCobrowse(): void {
  requestScreenShare();
}
