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
import { notify } from '@/lib/toast';

const DUPLICATE = 'This address already exists.';
type Editing = { address: Address | null } | null;

export function MyAddressesRoute() {
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
      setProblem({ kind: 'info', text: DUPLICATE });
      notify('warning', DUPLICATE);
      return;
    }
    setProblem(null);
    const done = {
      onSuccess: () => {
        setEditing(null);
        notify('success', editingId ? 'Address updated.' : 'Address added.');
      },
      onError: (failed: Error) => {
        const duplicate = failed instanceof ApiError && failed.status === 409;
        const text = duplicate ? DUPLICATE : 'Failed to save address.';
        setProblem({ kind: duplicate ? 'info' : 'error', text });
        notify(duplicate ? 'warning' : 'error', text);
      },
    };
    if (editingId) update.mutate({ id: editingId, ...values }, done);
    else create.mutate(values, done);
  };

  const onDelete = (address: Address) => {
    if (!window.confirm(`Delete the address of ${address.full_name}?`)) return;
    remove.mutate(address._id, {
      onSuccess: () => notify('success', 'Address deleted.'),
      onError: () => notify('error', 'Failed to delete address.'),
    });
  };

  const onSetDefault = (address: Address) => {
    if (address.is_default_shipping) {
      notify('info', 'Already set as default.');
      return;
    }
    setDefault.mutate(address._id, {
      onSuccess: () => notify('success', 'Default address updated.'),
      onError: () => notify('error', 'Failed to set default.'),
    });
  };

  const busy = remove.isPending || setDefault.isPending;
  return (
    <AccountLayout
      title="My Addresses"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => open(null)}>
          + Add Address
        </button>
      }
    >
      <PageMeta title="My Addresses" description="Your saved delivery addresses." />
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <p className="state-message" role="alert">
          Failed to load addresses.
        </p>
      ) : addresses.length === 0 ? (
        <p className="state-message">You have no saved addresses yet.</p>
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
