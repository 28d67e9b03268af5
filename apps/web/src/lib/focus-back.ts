import { useEffect, useState } from 'react';

/**
 * For a dialog its page unmounts as soon as it closes, before antd would give the focus back: the
 * focus goes back to what had it when the dialog came (新增, a row's 编辑), where the keyboard left
 * off, unless something else has taken it by then.
 */
export function useFocusBackOnUnmount() {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  }, [opener]);
}
