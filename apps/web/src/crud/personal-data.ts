import { useEffect } from 'react';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { isMasked } from '@console/contract';
import { accountRoutes } from '@console/contract/account';
import { callQuery, useCall } from '../lib/query.ts';
import type { FormField, PersonalFields } from './resource.ts';

type Values = Record<string, unknown>;

/** What an edit dialog knows of its record's personal fields. */
interface PersonalState {
  fields: ReadonlySet<string>;
  /** Being read in full: the fields wait, disabled. */
  reading: boolean;
  /** Read in full: the form holds the real values. */
  read: boolean;
}

/**
 * Reads a record's personal fields in full as its edit dialog opens, for holders of 查看完整个人信息
 * (each read is logged on the server, so it is never cached), and puts them in the form. For anyone
 * else, and until the read answers, the fields keep the masked values the list gave.
 */
export function usePersonalFields(personal: PersonalFields | undefined, id: number | undefined, form: FormInstance<Values>): PersonalState {
  const asked = personal !== undefined && id !== undefined;
  const allowed = useCall(accountRoutes.personalDataAllowed, {}, { enabled: asked });
  const read: UseQueryOptions[] = asked && allowed.data?.allowed === true
    ? [{ ...callQuery(personal.route, { params: { id: String(id) } }), gcTime: 0, staleTime: 0, retry: false, refetchOnWindowFocus: false }]
    : [];
  const [answer] = useQueries({ queries: read });
  const full = answer?.data as Values | undefined;
  useEffect(() => {
    if (full) form.setFieldsValue(full);
  }, [form, full]);
  return { fields: new Set(personal?.fields), reading: asked && (allowed.isPending || answer?.isPending === true), read: full !== undefined };
}

/**
 * The dialog's fields with its personal ones as they stand: disabled while being read, and saying how
 * a masked value is kept or replaced.
 */
export function withPersonalState(fields: FormField[], { fields: personal, reading, read }: PersonalState, initial: Values): FormField[] {
  return fields.map((field) => {
    if (!personal.has(field.name) || read) return field;
    if (reading) return { ...field, readOnly: 'crud.personalReading' };
    return isMasked(initial[field.name]) ? { ...field, hint: 'crud.personalMasked' } : field;
  });
}

/**
 * A body without the personal fields that still hold the masked value the dialog started with: that
 * value is not the record's, so sending it would overwrite the real one (the server refuses it).
 */
export function withoutUnchangedMasks(body: Values, { fields: personal }: PersonalState, initial: Values): Values {
  return Object.fromEntries(Object.entries(body).filter(([name, value]) => !(personal.has(name) && isMasked(value) && value === initial[name])));
}
