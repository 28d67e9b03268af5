import { Alert, Form, Input, Select, Typography, type InputProps, type SelectProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { jobsRoutes, type JobHandlerInfo } from '@console/contract/jobs';
import { formatDateTime } from '../../crud/cells.tsx';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { useCall } from '../../lib/query.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** The dialog's fields the controls read from one another. */
export const HANDLER_FIELD = 'handler';
const PARAMS_FIELD = 'params';
const ALLOW_FREQUENT_FIELD = 'allowFrequent';

/** How long typing rests before the fire times are asked for. */
const PREVIEW_DELAY_MS = 400;

export const paramsText = (params: Record<string, unknown>) => JSON.stringify(params, null, 2);

/** The registered handlers, shared by the picker, the parameters editor and the table's cells. */
export function useHandlers() {
  return useCall(jobsRoutes.handlers);
}

export function useHandlerTitle(): (handler: JobHandlerInfo) => string {
  const { i18n } = useTranslation();
  return (handler) => (i18n.language === 'en-US' ? handler.titleEn : handler.title);
}

/** The handler of a new job, with its description; picking one starts its parameters from the handler's example. */
export function HandlerPicker(props: SelectProps<string>) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const handlers = useHandlers();
  const titleOf = useHandlerTitle();
  const chosen = handlers.data?.find((handler) => handler.name === props.value);
  return (
    <>
      <Select
        {...props}
        placeholder={t('jobs.handlerPick')}
        loading={handlers.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={(handlers.data ?? []).map((handler) => ({ value: handler.name, label: titleOf(handler) }))}
        onChange={(name, option) => {
          const handler = handlers.data?.find((one) => one.name === name);
          if (handler) form.setFieldValue(PARAMS_FIELD, paramsText(handler.exampleParams));
          props.onChange?.(name, option);
        }}
      />
      {chosen && <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{inReadersLanguage(chosen.description, chosen.descriptionEn)}</Typography.Paragraph>}
    </>
  );
}

/** The next fires of the expression typed, asked of the server (its time zone and rules) once typing rests. */
function CronPreview({ cron }: { cron: string }) {
  const { t } = useTranslation();
  const allowFrequent = Form.useWatch<boolean | undefined>(ALLOW_FREQUENT_FIELD, Form.useFormInstance()) ?? false;
  const settled = useDebounced(cron.trim(), PREVIEW_DELAY_MS);
  const preview = useCall(jobsRoutes.preview, { query: { cron: settled, allowFrequent } }, { enabled: settled !== '' });
  if (!preview.data || settled === '') return null;
  const { problem, fireTimes, frequent, timeZone } = preview.data;
  if (problem) return <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />;
  const heading = t('jobs.nextFires', { zone: timeZone });
  return (
    <div style={{ marginTop: 8 }}>
      {frequent && <Alert type="warning" showIcon title={t('jobs.frequentWarning')} style={{ marginBottom: 8 }} />}
      <Typography.Text type="secondary">{heading}</Typography.Text>
      <ol aria-label={heading} style={{ margin: 0, paddingInlineStart: 20 }}>
        {fireTimes.map((fire) => <li key={fire}>{formatDateTime(fire)}</li>)}
      </ol>
    </div>
  );
}

/** A cron expression, with its next fire times below as it is typed. */
export function CronInput(props: InputProps) {
  return (
    <>
      <Input {...props} placeholder="0 9 * * 1-5" style={{ fontFamily: 'monospace' }} />
      <CronPreview cron={typeof props.value === 'string' ? props.value : ''} />
    </>
  );
}

/** The parameters as JSON text (the server checks them with the handler's schema), with the fields the handler takes. */
export function ParamsEditor({ handlerName, ...props }: TextAreaProps & { handlerName?: string }) {
  const { t } = useTranslation();
  const chosenHandler = Form.useWatch<string | undefined>(HANDLER_FIELD, Form.useFormInstance());
  const handler = useHandlers().data?.find((one) => one.name === (handlerName ?? chosenHandler));
  const fields = Object.keys((handler?.paramsSchema.properties as Record<string, unknown> | undefined) ?? {});
  return (
    <>
      <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 12 }} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      {fields.length > 0 && <Typography.Text type="secondary">{t('jobs.paramsFields', { fields: fields.join(', ') })}</Typography.Text>}
    </>
  );
}
