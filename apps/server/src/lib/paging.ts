import type { TPage } from '@wps/contracts';

/** LIMIT/OFFSET of a `ZPageQuery` (pageNo from 1). */
export const pageWindow = (q: { pageNo: number; pageSize: number }) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });

export const pageOfRows = <T>(list: T[], total: number, q: { pageNo: number; pageSize: number }): TPage<T> => ({
  list,
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  total,
  totalPages: Math.ceil(total / q.pageSize),
});
