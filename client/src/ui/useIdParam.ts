import { useParams } from 'react-router-dom';

/** The numeric :id of a detail route, or null when the address holds something else. */
export function useIdParam(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return id !== undefined && /^\d+$/.test(id) && Number.isSafeInteger(value) && value > 0 ? value : null;
}
