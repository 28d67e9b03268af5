import { Typography } from 'antd';

interface OneTimePasswordProps {
  password: string;
  /** Why it must be copied now: it is shown this once only. */
  warning: string;
  /** The copy button's tooltip, before and after copying. */
  tooltips: [string, string];
}

/** A one-time password a reset issued, shown once with a copy button. */
export function OneTimePassword({ password, warning, tooltips }: OneTimePasswordProps) {
  return (
    <>
      <Typography.Paragraph type="warning">{warning}</Typography.Paragraph>
      <Typography.Text code copyable={{ text: password, tooltips }} style={{ wordBreak: 'break-all' }}>{password}</Typography.Text>
    </>
  );
}
