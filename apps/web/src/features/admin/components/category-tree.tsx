// The category tree of the back office: rename, reorder, move and archive in place.
import { Trans } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import type { AdminCategory } from '../api/catalog';
import { useCategoryChange, type CategoryChange, type CategoryKind } from '../api/categories';
import styles from './admin.module.css';
import { localName } from '@/i18n/names';
import { useLocale, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { noticeKind } from '@jangbogi/contracts/product-information';
import { noticeKindName } from './notice-kind-name';
import { KoreanNameBeside, TeamName } from './team-name';

type Send = (change: CategoryChange) => void;

function NameForm({
  label,
  initial,
  submitLabel,
  onSave,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed && trimmed !== initial) onSave(trimmed);
    if (!initial) setName('');
  };
  return (
    <form onSubmit={submit} className={styles.actions} style={{ margin: 0, flexWrap: 'nowrap' }}>
      <input
        className={styles.input}
        aria-label={label}
        placeholder={initial ? undefined : label}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className={styles.button}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Both names of a category or subcategory, the screen's language first; only a changed one is sent. */
function RenameForm({
  item,
  onSave,
}: {
  item: { name: string; name_kr: string | null };
  onSave: (names: { name?: string; name_kr?: string }) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const shown = localName(item, locale);
  const [name, setName] = useState(item.name);
  const [nameKr, setNameKr] = useState(item.name_kr ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const english = name.trim();
    const korean = nameKr.trim();
    const changed = {
      ...(english && english !== item.name ? { name: english } : {}),
      ...(korean && korean !== (item.name_kr ?? '') ? { name_kr: korean } : {}),
    };
    if (Object.keys(changed).length > 0) onSave(changed);
  };
  const fields = [
    {
      lang: 'en',
      label: t('admin.categories.englishNameOf', { name: shown }),
      placeholder: t('admin.categories.englishName'),
      value: name,
      change: setName,
    },
    {
      lang: 'ko',
      label: t('admin.categories.koreanNameOf', { name: shown }),
      placeholder: t('admin.categories.koreanName'),
      value: nameKr,
      change: setNameKr,
    },
  ];
  if (locale === 'ko') fields.reverse();
  return (
    <form onSubmit={submit} className={styles.actions} style={{ margin: 0, flexWrap: 'wrap' }}>
      {fields.map((field) => (
        <input
          key={field.lang}
          lang={field.lang}
          className={styles.input}
          aria-label={field.label}
          placeholder={field.placeholder}
          value={field.value}
          onChange={(e) => field.change(e.target.value)}
        />
      ))}
      <button type="submit" className={styles.button}>
        {t('admin.categories.rename')}
      </button>
    </form>
  );
}

function RowControls({
  kind,
  id,
  item,
  archived,
  first,
  last,
  send,
}: {
  kind: CategoryKind;
  id: string;
  /** Named in the screen's language; an English name with no Korean stays marked in the button. */
  item: { name: string; name_kr: string | null };
  archived: boolean;
  first: boolean;
  last: boolean;
  send: Send;
}) {
  const t = useT();
  const name = localName(item, useLocale());
  const named = { name: <TeamName item={item} /> };
  return (
    <span className={styles.actions} style={{ margin: 0, flexWrap: 'nowrap' }}>
      <button
        type="button"
        className={styles.button}
        disabled={first}
        aria-label={t('admin.categories.moveUp', { name })}
        onClick={() => send({ action: 'move', kind, id, direction: 'up' })}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={last}
        aria-label={t('admin.categories.moveDown', { name })}
        onClick={() => send({ action: 'move', kind, id, direction: 'down' })}
      >
        ↓
      </button>
      <button
        type="button"
        className={archived ? styles.button : styles.danger}
        onClick={() => send({ action: archived ? 'unarchive' : 'archive', kind, id })}
      >
        {archived ? (
          <Trans id="admin.categories.restore" values={named} />
        ) : (
          <Trans id="admin.categories.archive" values={named} />
        )}
      </button>
    </span>
  );
}

function CategoryCard({
  category,
  categories,
  index,
  send,
}: {
  category: AdminCategory;
  categories: AdminCategory[];
  index: number;
  send: Send;
}) {
  const t = useT();
  const locale = useLocale();
  const subs = category.subcategories;
  // Buttons and labels name it in the screen's language; the rename form holds both names.
  const name = localName(category, locale);
  return (
    <section className={styles.card} aria-label={name}>
      <div className={styles.pageHead}>
        <h2>
          <TeamName item={category} />{' '}
          <KoreanNameBeside item={category} className={styles.muted} inline />{' '}
          {category.archived && (
            <span className={styles.badge}>{t('admin.categories.archived')}</span>
          )}
        </h2>
        <RowControls
          kind="category"
          id={category._id}
          item={category}
          archived={category.archived}
          first={index === 0}
          last={index === categories.length - 1}
          send={send}
        />
      </div>
      <RenameForm
        item={category}
        onSave={(names) => send({ action: 'rename', kind: 'category', id: category._id, ...names })}
      />
      <label className={styles.field}>
        {t('admin.categories.noticeKind')}
        <select
          className={styles.input}
          value={category.notice_kind}
          onChange={(e) =>
            send({
              action: 'notice-kind',
              id: category._id,
              noticeKind: noticeKind.parse(e.target.value),
            })
          }
        >
          {noticeKind.options.map((kind) => (
            <option key={kind} value={kind}>
              {noticeKindName(kind, locale)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('admin.categories.subcategory')}</th>
              <th className={styles.num}>{t('admin.categories.productsOnSale')}</th>
              <th>{t('admin.categories.category')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {subs.map((sub, i) => (
              <tr key={sub._id}>
                <td>
                  {/* Korean pages name it in Korean first; the form renames either name. */}
                  {locale === 'ko' && sub.name_kr && <div lang="ko">{sub.name_kr}</div>}
                  <RenameForm
                    item={sub}
                    onSave={(names) =>
                      send({ action: 'rename', kind: 'subcategory', id: sub._id, ...names })
                    }
                  />
                  {sub.archived && (
                    <span className={styles.badge}>{t('admin.categories.archived')}</span>
                  )}
                </td>
                <td className={styles.num}>{sub.live_product_count}</td>
                <td>
                  <select
                    className={styles.input}
                    aria-label={t('admin.categories.categoryOf', { name: localName(sub, locale) })}
                    value={category._id}
                    onChange={(e) =>
                      send({ action: 'reparent', id: sub._id, categoryId: e.target.value })
                    }
                  >
                    {categories.map((c) => (
                      <option key={c._id} value={c._id}>
                        {localName(c, locale)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <RowControls
                    kind="subcategory"
                    id={sub._id}
                    item={sub}
                    archived={sub.archived}
                    first={i === 0}
                    last={i === subs.length - 1}
                    send={send}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NameForm
        label={t('admin.categories.newSubcategory', { name })}
        initial=""
        submitLabel={t('admin.categories.addSubcategory')}
        onSave={(name) => send({ action: 'create-subcategory', categoryId: category._id, name })}
      />
    </section>
  );
}

export function CategoryTree({ categories }: { categories: AdminCategory[] }) {
  const t = useT();
  const messageOf = useErrorMessage();
  const change = useCategoryChange();
  const send: Send = (c) => change.mutate(c);
  return (
    <>
      {change.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(change.error, t('admin.loadFailed'))}
        </p>
      )}
      <NameForm
        label={t('admin.categories.newCategory')}
        initial=""
        submitLabel={t('admin.categories.addCategory')}
        onSave={(name) => send({ action: 'create-category', name })}
      />
      {categories.map((category, index) => (
        <CategoryCard
          key={category._id}
          category={category}
          categories={categories}
          index={index}
          send={send}
        />
      ))}
    </>
  );
}
