// The hand-writable catalogue file (docs/catalogue-format.md): JSON (comments allowed) with
// categories -> subcategories -> products. Every row is checked on its own so that each bad row
// is reported with its line number, and nothing is loaded while any row is bad.
import * as jsonc from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { z } from 'zod';
import {
  noticeKind,
  noticeValues,
  ORIGIN_MAX,
  storageTemperature,
  type NoticeKind,
} from '@jangbogi/contracts/product-information';
import { netUnit, unitPriceProblems } from '@jangbogi/contracts/unit-price';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const won = z
  .number()
  .int('must be whole won')
  .min(0, 'must not be negative')
  .max(100_000_000, 'is too large');

export const productRow = z
  .object({
    sku: text(40).nullish(),
    name: text(200),
    name_kr: text(200),
    brand: text(100).nullish(),
    brand_kr: text(100).nullish(),
    search_keywords: z.array(text(50)).max(30).optional(),
    weight: text(50).nullish(),
    weight_kr: text(50).nullish(),
    description: z.string().max(5000).nullish(),
    description_kr: z.string().max(5000).nullish(),
    origin: text(ORIGIN_MAX).nullish(),
    storage: storageTemperature.default('room'),
    notice: noticeValues.default({}),
    sell_price: won,
    sale_price: won.nullish(),
    compare_price: won.nullish(),
    is_on_sale: z.boolean().default(false),
    is_featured: z.boolean().default(false),
    is_highlighted: z.boolean().default(false),
    stock_quantity: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .default(0),
    /** The unit price's net quantity; left out, it is read from the weight where it can be. */
    net_quantity: z.number().positive('must be above 0').nullish(),
    net_unit: netUnit.nullish(),
    pack_count: z.number().int('must be a whole number').min(1, 'must be 1 or more').nullish(),
    sold_by_weight: z.boolean().default(false),
    price_per_kg: won.nullish(),
    estimated_grams: z.number().int('must be a whole number').min(1, 'must be 1 or more').nullish(),
    images: z
      .array(z.object({ url: text(1000), is_main: z.boolean().default(false) }).strict())
      .max(10)
      .optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.is_on_sale && (p.sale_price === null || p.sale_price === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sale_price'],
        message: 'is required when is_on_sale is true',
      });
    }
    if (p.is_on_sale && p.sale_price != null && p.sale_price >= (p.compare_price ?? p.sell_price)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sale_price'],
        message: 'must be lower than compare_price (or sell_price)',
      });
    }
    const units = unitPriceProblems({
      net_quantity: p.net_quantity ?? null,
      net_unit: p.net_unit ?? null,
      sold_by_weight: p.sold_by_weight,
      price_per_kg: p.price_per_kg ?? null,
      estimated_grams: p.estimated_grams ?? null,
      sell_price: p.sell_price,
    });
    for (const [field, messages] of Object.entries(units))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type ProductRow = z.output<typeof productRow>;

const subcategoryHeader = z
  .object({
    name: text(100),
    name_kr: text(100).nullish(),
    products: z.array(z.unknown()).default([]),
  })
  .strict();
const categoryHeader = z
  .object({
    name: text(100),
    name_kr: text(100).nullish(),
    /** Omitted: an existing category keeps its kind, a new one is household goods. */
    notice_kind: noticeKind.nullish(),
    subcategories: z.array(z.unknown()).default([]),
  })
  .strict();
const fileHeader = z
  .object({ categories: z.array(z.unknown()).min(1, 'must list at least one category') })
  .strict();

export interface CatalogueFile {
  categories: {
    name: string;
    name_kr?: string | null | undefined;
    notice_kind?: NoticeKind | null | undefined;
    subcategories: {
      name: string;
      name_kr?: string | null | undefined;
      products: z.input<typeof productRow>[];
    }[];
  }[];
}

export interface ValidCatalogue {
  categories: {
    name: string;
    name_kr: string | null;
    notice_kind: NoticeKind | null;
    subcategories: { name: string; name_kr: string | null; products: ProductRow[] }[];
  }[];
  /** Where each product row is in the file (a file's rows only), for reporting rows loading refuses. */
  lines?: Map<ProductRow, number>;
}

export interface RowProblem {
  /** null for the built-in catalogue, which is code. */
  line: number | null;
  where: string;
  message: string;
}

export class CatalogueFileError extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(
      `The catalogue file has ${problems.length} problem(s):\n${problems.map((p) => `  ${p.line === null ? '' : `line ${p.line}: `}${p.where}: ${p.message}`).join('\n')}`,
    );
    this.name = 'CatalogueFileError';
  }
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

function property(node: Node | undefined, key: string): Node | undefined {
  return node?.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
}

function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')} ${i.message}` : i.message))
    .join('; ');
}

/** Parses and checks a catalogue file; throws CatalogueFileError listing every bad row. */
export function parseCatalogueFile(source: string): ValidCatalogue {
  const parseErrors: ParseError[] = [];
  const root = jsonc.parseTree(source, parseErrors, {
    allowTrailingComma: true,
    disallowComments: false,
  });
  if (parseErrors.length > 0 || !root) {
    throw new CatalogueFileError(
      parseErrors.map((e) => ({
        line: lineOf(source, e.offset),
        where: 'file',
        message: `JSON syntax: ${jsonc.printParseErrorCode(e.error)}`,
      })),
    );
  }
  const problems: RowProblem[] = [];
  const check = <T>(schema: z.ZodType<T>, node: Node, where: string): T | undefined => {
    const { getNodeValue } = jsonc;
    const result = schema.safeParse(getNodeValue(node));
    if (!result.success)
      problems.push({ line: lineOf(source, node.offset), where, message: issuesOf(result.error) });
    return result.success ? result.data : undefined;
  };
  const valid: ValidCatalogue = { categories: [], lines: new Map() };
  if (!check(fileHeader, root, 'file')) throw new CatalogueFileError(problems);

  property(root, 'categories')?.children?.forEach((catNode, ci) => {
    const cat = check(categoryHeader, catNode, `categories[${ci}]`);
    const catOut = {
      name: cat?.name ?? '',
      name_kr: cat?.name_kr ?? null,
      notice_kind: cat?.notice_kind ?? null,
      subcategories: [] as ValidCatalogue['categories'][number]['subcategories'],
    };
    property(catNode, 'subcategories')?.children?.forEach((subNode, si) => {
      const sub = check(subcategoryHeader, subNode, `categories[${ci}].subcategories[${si}]`);
      const subOut = {
        name: sub?.name ?? '',
        name_kr: sub?.name_kr ?? null,
        products: [] as ProductRow[],
      };
      property(subNode, 'products')?.children?.forEach((productNode, pi) => {
        const product = check(
          productRow,
          productNode,
          `${cat?.name ?? `categories[${ci}]`} > ${sub?.name ?? `subcategories[${si}]`} > products[${pi}]`,
        );
        if (product) {
          subOut.products.push(product);
          valid.lines?.set(product, lineOf(source, productNode.offset));
        }
      });
      catOut.subcategories.push(subOut);
    });
    valid.categories.push(catOut);
  });
  if (problems.length > 0) throw new CatalogueFileError(problems);
  return valid;
}

/**
 * The built-in catalogue goes through the same schemas as a file, straight from its objects: it
 * is code, so there are no lines to report, and the server checks it at every start (writing it
 * out as JSON and parsing that back took most of a second of start-up time).
 */
export function validateCatalogue(catalogue: CatalogueFile): ValidCatalogue {
  fileHeader.parse(catalogue);
  return {
    categories: catalogue.categories.map((category) => {
      const cat = categoryHeader.parse(category);
      return {
        name: cat.name,
        name_kr: cat.name_kr ?? null,
        notice_kind: cat.notice_kind ?? null,
        subcategories: category.subcategories.map((subcategory) => {
          const sub = subcategoryHeader.parse(subcategory);
          return {
            name: sub.name,
            name_kr: sub.name_kr ?? null,
            products: subcategory.products.map((row) => productRow.parse(row)),
          };
        }),
      };
    }),
  };
}
