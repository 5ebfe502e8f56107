/*
 * What the student hears and sees when a session reaches zero on any page: a short chime made
 * with the Web Audio API (no file to download) and, once they allowed it, a system notification.
 */

const CHIME_NOTES_HZ = [880, 1175];
const NOTE_S = 0.18;

export function playChime(): void {
  try {
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const start = context.currentTime;
    CHIME_NOTES_HZ.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = start + index * NOTE_S;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A quick fade in and out, so the note starts and ends without a click.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, at + NOTE_S);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_S);
    });
    setTimeout(() => void context.close().catch(() => undefined), 1000);
  } catch {
    // No audio device or autoplay refused: the toast and notification still say it.
  }
}

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function showSystemNotification(message: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    new Notification('Assignd', { body: message, tag: 'assignd-focus' });
  } catch {
    // Android Chrome only notifies through a service worker; the toast is enough there.
  }
}
