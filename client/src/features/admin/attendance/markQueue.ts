// Marks waiting to be sent, kept on the phone (localStorage) so that a mark made in a basement gym
// without signal survives until the network is back, a reload or a closed tab included. One entry
// per lesson and child: a newer tap replaces an older one still waiting. The server keeps the last
// write by `markedAt`, so sending an entry twice (a reply lost on the way) records it once.
import type { AttendanceState } from '../../../gql/graphql';

export interface QueuedMark {
  lessonId: string;
  registrationId: number;
  state: AttendanceState;
  /** When it was tapped, ISO. */
  markedAt: string;
}

const KEY = 'kurzy.attendance.queue.v1';
const listeners = new Set<() => void>();
let cache: QueuedMark[] | null = null;

const sameChild = (a: QueuedMark, b: QueuedMark) => a.lessonId === b.lessonId && a.registrationId === b.registrationId;

function read(): QueuedMark[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

function write(marks: QueuedMark[]): void {
  cache = marks;
  localStorage.setItem(KEY, JSON.stringify(marks));
  listeners.forEach((listener) => listener());
}

/** The marks waiting, oldest first (the same array until it changes, for useSyncExternalStore). */
export function queuedMarks(): QueuedMark[] {
  cache ??= read();
  return cache;
}

export function enqueueMark(mark: QueuedMark): void {
  write([...queuedMarks().filter((queued) => !sameChild(queued, mark)), mark]);
}

/** Forgets the marks the server answered (those tapped again meanwhile stay, being newer). */
export function dequeueMarks(sent: readonly QueuedMark[]): void {
  write(
    queuedMarks().filter(
      (queued) => !sent.some((done) => sameChild(done, queued) && done.markedAt === queued.markedAt),
    ),
  );
}

export function subscribeMarks(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same phone changed the queue.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
