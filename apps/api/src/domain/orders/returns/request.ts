// A shopper asks for a return of lines of their delivered order, with photos (return policy).
// Ownership, the window and the lines are checked before any photo is read or stored; then the
// order row is locked and everything is checked again, so two requests racing for the same line
// cannot both be taken.
import {
  MAX_RETURN_PHOTOS,
  MIN_RETURN_PHOTOS,
  RETURN_PHOTO_FIELD,
  RETURN_REFUND_ACCOUNT_FIELD,
  RETURN_WINDOW_DAYS,
  returnNeedsRefundAccount,
} from '@jangbogi/contracts/return-rules';
import { returnRequestFields, type ReturnRequestFields } from '@jangbogi/contracts/returns';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest, conflict, invalidFields, notFound } from '../../../lib/errors.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import { PARSE_IN_CATALOGUE } from '../../../lib/i18n/zod-issues.ts';
import { lockOrder } from '../order-actions.ts';
import { formatDateTime } from '@jangbogi/contracts/format';
import { ownerOf, type Caller } from '../../caller.ts';
import { acceptImage, type AcceptedImage, type UploadedFile } from '../../files/images.ts';
import type { FileStorage } from '../../files/storage.ts';
import { recordOrderChange } from '../order-events.ts';
import { ORDER_NOT_FOUND } from '../queries.ts';
import { returnEmail } from './emails.ts';
import { OPEN_RETURN_STATUSES, returnableUnits } from './present.ts';
import { deliveredEventSelect, mayReturn, returnDeadline } from './window.ts';

export const RETURN_PHOTO_REQUIRED = 'returns.photosRequired';

export interface ReturnRequest {
  caller: Caller;
  orderId: string;
  /** The form's text fields, as sent. */
  fields: Record<string, string>;
  photos: UploadedFile[];
  /** The language of the page the shopper asked from: the emails' language. */
  language: Language;
  now: Date;
}

async function findOwnOrder(db: DbOrTx, caller: Caller, orderId: string) {
  const order = await db.order.findFirst({
    where: { id: orderId, ...ownerOf(caller) },
    select: {
      id: true,
      status: true,
      paymentMethod: true,
      paymentStatus: true,
      events: deliveredEventSelect,
      items: {
        select: {
          id: true,
          productName: true,
          productNameKr: true,
          quantity: true,
          returnedQuantity: true,
          packedQuantity: true,
          substituteName: true,
          substituteNameKr: true,
        },
      },
      returns: {
        where: { status: { in: [...OPEN_RETURN_STATUSES] } },
        select: { status: true, lines: { select: { orderItemId: true, quantity: true } } },
      },
    },
  });
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

/** A JSON field of the form; text that is not JSON reads as undefined (the schema says why). */
function jsonField(text: string | undefined, fallback?: string): unknown {
  try {
    return JSON.parse(text ?? fallback ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

function parseFields(raw: Record<string, string>): ReturnRequestFields {
  const account = raw[RETURN_REFUND_ACCOUNT_FIELD];
  const parsed = returnRequestFields.safeParse(
    {
      lines: jsonField(raw.lines, '[]'),
      reason: raw.reason,
      ...(raw.note ? { note: raw.note } : {}),
      // Text that is not an account object still reaches the schema, which refuses it.
      ...(account ? { refund_account: jsonField(account) ?? account } : {}),
    },
    PARSE_IN_CATALOGUE,
  );
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      (fieldErrors[field] ??= []).push(issue.message);
    }
    throw invalidFields(fieldErrors);
  }
  return parsed.data;
}

type OwnOrder = Awaited<ReturnType<typeof findOwnOrder>>;

/** Throws 409/400 with a stable code when the order, the window or a line forbids the return. */
function checkReturnAllowed(order: OwnOrder, fields: ReturnRequestFields, now: Date): void {
  const deliveredAt = order.events[0]?.createdAt;
  if (order.status !== 'delivered' || !deliveredAt) {
    throw conflict('returns.orderNotDelivered', 'ORDER_NOT_DELIVERED');
  }
  const paidBy = { payment_method: order.paymentMethod, payment_status: order.paymentStatus };
  if (returnNeedsRefundAccount(paidBy) && !fields.refund_account) {
    throw invalidFields(
      { [RETURN_REFUND_ACCOUNT_FIELD]: ['refunds.accountRequired'] },
      'REFUND_ACCOUNT_REQUIRED',
    );
  }
  if (!mayReturn(deliveredAt, fields.reason, now)) {
    throw conflict(
      'returns.windowClosed',
      {
        reason: fields.reason,
        until: {
          en: formatDateTime(returnDeadline(deliveredAt, fields.reason), 'en'),
          ko: formatDateTime(returnDeadline(deliveredAt, fields.reason), 'ko'),
        },
        days: RETURN_WINDOW_DAYS[fields.reason],
      },
      'RETURN_WINDOW_CLOSED',
      { reason: fields.reason, until: returnDeadline(deliveredAt, fields.reason).toISOString() },
    );
  }
  const units = returnableUnits(order.items, order.returns);
  const held = new Set(order.returns.flatMap((r) => r.lines.map((l) => l.orderItemId)));
  for (const line of fields.lines) {
    const left = units.get(line.order_item_id);
    if (left === undefined) throw badRequest('orders.unknownLine', 'UNKNOWN_LINE');
    if (held.has(line.order_item_id)) {
      throw conflict('returns.alreadyOpen', 'RETURN_ALREADY_OPEN', {
        order_item_id: line.order_item_id,
      });
    }
    if (line.quantity > left) {
      throw conflict('returns.exceedsDelivered', { left }, 'RETURN_EXCEEDS_DELIVERED', {
        order_item_id: line.order_item_id,
        returnable: left,
      });
    }
  }
}

async function acceptPhotos(photos: UploadedFile[]): Promise<AcceptedImage[]> {
  const files = photos.filter((p) => p.fieldname === RETURN_PHOTO_FIELD);
  if (files.length < MIN_RETURN_PHOTOS) {
    throw badRequest(RETURN_PHOTO_REQUIRED, 'RETURN_PHOTOS_REQUIRED');
  }
  if (files.length > MAX_RETURN_PHOTOS) {
    throw badRequest('returns.tooManyPhotos', { max: MAX_RETURN_PHOTOS }, 'TOO_MANY_RETURN_PHOTOS');
  }
  const accepted: AcceptedImage[] = [];
  // One at a time: each re-encoding holds a decoded image in memory.
  for (const file of files) accepted.push(await acceptImage(file, RETURN_PHOTO_REQUIRED, 'return'));
  return accepted;
}

/** Records the caller's return request. Throws 404 (not theirs), 400/409/413/415. */
export async function requestReturn(
  db: Db,
  storage: FileStorage,
  request: ReturnRequest,
): Promise<string> {
  const fields = parseFields(request.fields);
  checkReturnAllowed(await findOwnOrder(db, request.caller, request.orderId), fields, request.now);
  const images = await acceptPhotos(request.photos);
  const stored: { key: string; image: AcceptedImage }[] = [];
  try {
    for (const image of images) {
      const key = await storage.put(
        'return-photos',
        image.extension,
        image.buffer,
        image.contentType,
      );
      stored.push({ key, image });
    }
    return await inTransaction(
      db,
      async (tx) => {
        const locked = await lockOrder(tx, request.orderId);
        if (!locked) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
        checkReturnAllowed(
          await findOwnOrder(tx, request.caller, request.orderId),
          fields,
          request.now,
        );
        const created = await tx.returnRequest.create({
          data: {
            orderId: locked.id,
            reason: fields.reason,
            note: fields.note || null,
            ...(fields.refund_account
              ? {
                  bankName: fields.refund_account.bank_name,
                  accountNumber: fields.refund_account.account_number,
                  accountHolder: fields.refund_account.account_holder,
                }
              : {}),
            language: request.language,
            createdAt: request.now,
            lines: {
              create: fields.lines.map((l) => ({
                orderItemId: l.order_item_id,
                quantity: l.quantity,
              })),
            },
            photos: {
              create: stored.map(({ key, image }) => ({
                fileKey: key,
                contentType: image.contentType,
                sizeBytes: image.buffer.length,
              })),
            },
          },
          select: { id: true },
        });
        const unchanged = { status: locked.status, paymentStatus: locked.payment_status };
        await recordOrderChange(
          tx,
          {
            orderId: locked.id,
            actorUserId: request.caller.kind === 'user' ? request.caller.userId : null,
            action: 'return_requested',
            from: unchanged,
            to: unchanged,
            note: [fields.reason, fields.note].filter(Boolean).join(': '),
            at: request.now,
          },
          returnEmail(
            {
              orderNumber: locked.order_number,
              customerName: locked.customer_name,
              customerEmail: locked.customer_email,
              language: request.language,
            },
            'requested',
          ),
        );
        return created.id;
      },
      { maxWait: 10_000, timeout: 15_000 },
    );
  } catch (error) {
    await Promise.all(stored.map(({ key }) => storage.remove(key)));
    throw error;
  }
}
