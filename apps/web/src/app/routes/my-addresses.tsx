import type { Address } from '@jangbogi/contracts/addresses';
import { useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import {
  useAddresses,
  useCreateAddress,
  useDeleteAddress,
  useSetDefaultAddress,
  useUpdateAddress,
} from '@/features/account/api/addresses';
import { AccountLayout } from '@/features/account/components/account-layout';
import { AddressCard } from '@/features/account/components/address-card';
import {
  isDuplicateAddress,
  type AddressFormValues,
} from '@/features/account/components/address-form';
import { AddressModal } from '@/features/account/components/address-modal';
import styles from '@/features/account/components/addresses.module.css';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';

type Editing = { address: Address | null } | null;

export function MyAddressesRoute() {
  const t = useT();
  const { data: addresses = [], isPending, error } = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const save = editing?.address ? update : create;

  const open = (address: Address | null) => {
    create.reset();
    update.reset();
    setProblem(null);
    setEditing({ address });
  };

  const onSave = (values: AddressFormValues) => {
    const editingId = editing?.address?._id ?? null;
    if (isDuplicateAddress(values, addresses, editingId)) {
      setProblem({ kind: 'info', text: t('addresses.duplicate') });
      notify('warning', t('addresses.duplicate'));
      return;
    }
    setProblem(null);
    const done = {
      onSuccess: () => {
        setEditing(null);
        notify('success', editingId ? t('addresses.updated') : t('addresses.added'));
      },
      onError: (failed: Error) => {
        const duplicate = failed instanceof ApiError && failed.status === 409;
        const text = duplicate ? t('addresses.duplicate') : t('addresses.saveFailed');
        setProblem({ kind: duplicate ? 'info' : 'error', text });
        notify(duplicate ? 'warning' : 'error', text);
      },
    };
    if (editingId) update.mutate({ id: editingId, ...values }, done);
    else create.mutate(values, done);
  };

  const onDelete = (address: Address) => {
    if (!window.confirm(t('addresses.deleteConfirm', { name: address.full_name }))) return;
    remove.mutate(address._id, {
      onSuccess: () => notify('success', t('addresses.deleted')),
      onError: () => notify('error', t('addresses.deleteFailed')),
    });
  };

  const onSetDefault = (address: Address) => {
    if (address.is_default_shipping) {
      notify('info', t('addresses.alreadyDefault'));
      return;
    }
    setDefault.mutate(address._id, {
      onSuccess: () => notify('success', t('addresses.defaultUpdated')),
      onError: () => notify('error', t('addresses.defaultFailed')),
    });
  };

  const busy = remove.isPending || setDefault.isPending;
  return (
    <AccountLayout
      title={t('addresses.title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => open(null)}>
          {t('addresses.add')}
        </button>
      }
    >
      <PageMeta title={t('addresses.title')} description={t('addresses.metaDescription')} />
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <p className="state-message" role="alert">
          {t('addresses.loadFailed')}
        </p>
      ) : addresses.length === 0 ? (
        <p className="state-message">{t('addresses.none')}</p>
      ) : (
        <ul className={styles.grid}>
          {addresses.map((address) => (
            <AddressCard
              key={address._id}
              address={address}
              busy={busy}
              onEdit={open}
              onDelete={onDelete}
              onSetDefault={onSetDefault}
            />
          ))}
        </ul>
      )}
      {editing && (
        <AddressModal
          key={editing.address?._id ?? 'new'}
          address={editing.address}
          saving={save.isPending}
          problem={problem}
          serverError={save.error}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </AccountLayout>
  );
}
