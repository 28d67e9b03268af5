import { CrudPage } from '../../crud/CrudPage.tsx';
import { smsOutboxResource } from './sms-outbox.resource.tsx';

/** 短信发件箱: what the console would have sent by SMS, newest first, so an install without a provider still works. */
export default function SmsOutboxPage() {
  return <CrudPage resource={smsOutboxResource} />;
}
