import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, marketApi } from '@exchange/protocol';
import { sendWithValidators, serialiseAnswer, type PairDirectory } from '../modules/market';
import { variesByLanguage } from '../services/reader-locale';
import type { Answer } from './commands';
import type { PartitionRouter } from './partitions';

/** A quotation row as far as merging needs it: which pair it is. */
interface Row {
  currency_id: number;
  legal_id: number;
}
interface Group {
  quotation: Row[];
}

/**
 * Merges the answers of every partition to a call that lists every pair (quotation_new, quotation):
 * each engine lists every displayed pair but only its own have live figures, so each row is taken
 * from the answer of the partition owning the pair, in the order every engine lists them. Answered
 * with a fresh ETag (304 on a matching If-None-Match) as the engine's cached read would be; any
 * partition not answering gives `server.busy`.
 */
export async function sendMerged(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: ReadonlyMap<string, Answer | undefined>,
  router: PartitionRouter,
  pairs: PairDirectory,
): Promise<FastifyReply> {
  const messages = new Map<string, unknown>();
  for (const [partition, answer] of answers) {
    const body =
      answer?.status === 200 ? (JSON.parse(answer.body) as { type?: unknown; message?: unknown }) : {};
    if (body.type !== 'ok') return reply.status(200).send(fail('server.busy'));
    messages.set(partition, body.message);
  }
  const ownRow = (row: Row, index: (message: unknown) => Row[]): Row => {
    const pair = pairs.byCurrencies(row.currency_id, row.legal_id);
    const owner = pair ? messages.get(router.ownerOf(pair.id)) : undefined;
    const found =
      owner === undefined
        ? undefined
        : index(owner).find((r) => r.currency_id === row.currency_id && r.legal_id === row.legal_id);
    return found ?? row;
  };
  const skeleton = messages.get(router.primary);
  let merged: unknown;
  if (request.routeOptions.url === marketApi.quotationNew.path) {
    const groups = skeleton as Group[];
    merged = groups.map((group, g) => ({
      ...group,
      quotation: group.quotation.map((row) => ownRow(row, (m) => (m as Group[])[g]?.quotation ?? [])),
    }));
  } else {
    const list = (skeleton as { coin_list: Row[] }).coin_list;
    merged = { coin_list: list.map((row) => ownRow(row, (m) => (m as { coin_list: Row[] }).coin_list)) };
  }
  // Each partition answered in the reader's language (Accept-Language is forwarded), as one process does.
  return sendWithValidators(request, variesByLanguage(reply), serialiseAnswer(merged));
}
