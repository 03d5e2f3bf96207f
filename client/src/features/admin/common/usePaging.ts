import { useState } from 'react';

/** Where a back-office list is: its page and how many rows a page shows. */
export interface Paging {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  /** Starts again at page 1: the old page number means other rows now. */
  setLimit: (limit: number) => void;
}

export function usePaging(): Paging {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  return {
    page,
    limit,
    setPage,
    setLimit: (next) => {
      setLimit(next);
      setPage(1);
    },
  };
}
