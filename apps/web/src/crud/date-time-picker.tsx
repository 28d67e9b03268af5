import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const SHOWN = 'YYYY-MM-DD HH:mm';

interface DateTimePickerProps extends Omit<DatePickerProps<Dayjs, false>, 'value' | 'onChange' | 'multiple' | 'showTime'> {
  value?: string | null;
  onChange?: (instant: string | null) => void;
}

/**
 * An instant picked as a local date and time, given and taken as ISO 8601 text (what a contract's
 * date-time field takes): the control of a `custom` dialog field. Cleared, it gives null.
 */
export function DateTimePicker({ value, onChange, ...props }: DateTimePickerProps) {
  return (
    <DatePicker showTime={{ format: 'HH:mm' }} format={SHOWN} value={value ? dayjs(value) : null}
      onChange={(instant) => onChange?.(instant ? instant.toISOString() : null)} {...props} />
  );
}
