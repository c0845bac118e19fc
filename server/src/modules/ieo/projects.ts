import type { Queryable } from '../../db';
import { newLotterySeed } from './draw';
import { timeStatusAt } from './phases';

/** A project to create (seeds, tests). Its lottery seed is made now and shown once drawn. */
export interface NewProject {
  title: string;
  summary: string;
  /** '' takes the coin's logo. */
  logo?: string;
  currencyId: number;
  payCurrencyId: number;
  amount: string;
  price: string;
  startAt: number;
  endAt: number;
  sellBegin: number;
  winRate: string;
  link?: string;
  whiteBook?: string;
  content?: string;
  lotterySeed?: string;
}

export async function insertProject(db: Queryable, project: NewProject, now: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ieo_projects (title, summary, logo, currency_id, pay_currency_id, amount, price, start_at,
       end_at, sell_begin, time_status, link, white_book, content, win_rate, lottery_seed)
     VALUES ($1, $2, coalesce(nullif($3, ''), (SELECT logo FROM currencies WHERE id = $4)), $4, $5, $6::numeric,
       $7::numeric, $8, $9, $10, $11, $12, $13, $14, $15::numeric, $16)
     RETURNING id`,
    [
      project.title,
      project.summary,
      project.logo ?? '',
      project.currencyId,
      project.payCurrencyId,
      project.amount,
      project.price,
      project.startAt,
      project.endAt,
      project.sellBegin,
      timeStatusAt({ start_at: project.startAt, end_at: project.endAt, sell_begin: project.sellBegin }, now),
      project.link ?? '',
      project.whiteBook ?? '',
      project.content ?? '',
      project.winRate,
      project.lotterySeed ?? newLotterySeed(),
    ],
  );
  return rows[0]!.id;
}
