import { useEffect } from 'react';
import { realtime } from '../lib/realtime.ts';

/**
 * The tab's message socket runs while this is shown: the signed-in shell shows it once the session is
 * loaded, and goes with every sign-out (the user's own, or a session the server refused).
 */
export function RealtimeSession() {
  useEffect(() => {
    realtime.start();
    return () => realtime.stop();
  }, []);
  return null;
}
