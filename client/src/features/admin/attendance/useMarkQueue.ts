// Sends the phone's waiting marks: at once after a tap, when the browser says the network is back,
// and every few seconds while some wait, from any back-office screen (the layout's PendingMarks, issue
// 41 item 8) and the roster alike. One round at a time on the page, whoever starts it; every screen
// listening hears the answers. What the server answers leaves the queue, the rest waits.
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isUnreachable } from '../../../ui/apiErrors';
import { MarkAttendanceDocument, type MarkAttendanceMutation } from './AdminAttendance.generated';
import { dequeueMarks, enqueueMark, type QueuedMark, queuedMarks, subscribeMarks } from './markQueue';

export type MarkResult = MarkAttendanceMutation['markAttendance'][number];

const RETRY_MS = 5_000;

/** A round is on its way (the layout's sender and the roster's share the page's queue). */
let sending = false;
/** The screens that want the server's answers (the roster's notices on its cards). */
const answerListeners = new Set<{ current: (results: MarkResult[]) => void }>();

export function useMarkQueue(onAnswered: (results: MarkResult[]) => void = () => undefined) {
  const pending = useSyncExternalStore(subscribeMarks, queuedMarks);
  const [send] = useMutation(MarkAttendanceDocument);
  const [online, setOnline] = useState(() => navigator.onLine);
  const answered = useRef(onAnswered);
  useEffect(() => {
    answered.current = onAnswered;
  });
  useEffect(() => {
    const listener = answered;
    answerListeners.add(listener);
    return () => {
      answerListeners.delete(listener);
    };
  }, []);

  const flush = useCallback(async () => {
    if (sending) return;
    sending = true;
    try {
      // Taps made while a round was on its way go right after it.
      for (let batch = queuedMarks(); batch.length > 0; batch = queuedMarks()) {
        let data: MarkAttendanceMutation | undefined;
        try {
          ({ data } = await send({ variables: { marks: batch } }));
        } catch (error) {
          // No answer: the marks stay queued for the next round. A refusal of the whole request
          // (the session ended) is the layout's to handle.
          if (isUnreachable(error)) setOnline(false);
          return;
        }
        if (!data) return;
        dequeueMarks(batch);
        setOnline(true);
        const results = data.markAttendance;
        answerListeners.forEach((listener) => listener.current(results));
      }
    } finally {
      sending = false;
    }
  }, [send]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [pending.length, flush]);

  const mark = useCallback(
    (next: QueuedMark) => {
      enqueueMark(next);
      void flush();
    },
    [flush],
  );

  return { pending, online, mark, flush };
}
