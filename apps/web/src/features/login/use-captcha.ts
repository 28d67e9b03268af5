import { useEffect, useState } from 'react';
import { issueCaptcha, type Captcha } from './sign-in-parts.tsx';

/** A captcha and its answer; `atOnce`: one is issued as the form shows, else only at `renew`. */
export function useCaptcha(atOnce: boolean) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    if (!atOnce) return undefined;
    let shown = true;
    void issueCaptcha().then((issued) => shown && setCaptcha(issued), () => undefined);
    return () => {
      shown = false;
    };
  }, [atOnce]);
  const renew = async () => {
    setAnswer('');
    setCaptcha(await issueCaptcha().catch(() => undefined));
  };
  return { captcha, answer, setAnswer, renew };
}
