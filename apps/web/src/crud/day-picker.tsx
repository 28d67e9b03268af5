import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

interface DayPickerProps extends Omit<DatePickerProps<Dayjs, false>, 'value' | 'onChange' | 'multiple'> {
  value?: string;
  onChange?: (day: string | undefined) => void;
}

/**
 * A calendar day as the address and the contract's day filters hold it, `YYYY-MM-DD` text: the
 * control of a `custom` search field (the form item gives it `value` and `onChange`).
 */
export function DayPicker({ value, onChange, ...props }: DayPickerProps) {
  return <DatePicker value={value ? dayjs(value) : null} format={DAY} onChange={(day) => onChange?.(day ? day.format(DAY) : undefined)} {...props} />;
}
