// Sends the phone's waiting marks: at once after a tap, when the browser says the network is back,
// and every few seconds while some wait. One round at a time; what the server answers leaves the
// queue, what could not be sent stays for the next round.
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isUnreachable } from '../../../ui/apiErrors';
import { MarkAttendanceDocument, type MarkAttendanceMutation } from './AdminAttendance.generated';
import { dequeueMarks, enqueueMark, type QueuedMark, queuedMarks, subscribeMarks } from './markQueue';

export type MarkResult = MarkAttendanceMutation['markAttendance'][number];

const RETRY_MS = 5_000;

export function useMarkQueue(onAnswered: (results: MarkResult[]) => void) {
  const pending = useSyncExternalStore(subscribeMarks, queuedMarks);
  const [send] = useMutation(MarkAttendanceDocument);
  const [online, setOnline] = useState(() => navigator.onLine);
  const sending = useRef(false);
  const answered = useRef(onAnswered);
  useEffect(() => {
    answered.current = onAnswered;
  });

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
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
        answered.current(data.markAttendance);
      }
    } finally {
      sending.current = false;
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
