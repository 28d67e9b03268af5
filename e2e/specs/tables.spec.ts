import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, signIn, tableRows } from './helpers.ts';

interface Covered {
  text: string;
  /** The most lines one piece of its text takes. */
  lines: number;
  /** What lies on the text's first and last character: the cell itself, or another one over it. */
  coveredBy: string[];
}

test('no text of the users list is cut or wrapped, even with a long e-mail (masked, its domain shown)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = `${Date.now()}`.slice(-7);
  const username = `mail-${stamp}`;
  await (await apiOf(request, ADMIN)).post('/user/save', {
    username, password: 'mail-user-password', name: `邮箱${stamp}`, phone: '13800138000', email: `someone@mail.of.a.rather.long.company.name.${stamp}.example.com`,
  });

  await signIn(page, ADMIN);
  await page.goto(`/sys/user-manage?username=${username}`);
  const row = tableRows(page).filter({ hasText: username });
  await expect(row).toHaveCount(1);

  // Each cell, scrolled to end where the actions pinned on the right begin (the name is pinned on the
  // left): every one must show whole there.
  const cells = await row.locator('td').evaluateAll((tds) => tds.map((td, index): Covered | null => {
    const text = td.textContent ?? '';
    if (index === 0 || text.trim() === '') return null;
    td.scrollIntoView({ block: 'nearest' });
    const scroller = td.closest('.ant-table-content, .ant-table-body')!;
    const pinned = td.parentElement!.querySelector('td.ant-table-cell-fix-end');
    const end = pinned && pinned !== td ? pinned.getBoundingClientRect().left : scroller.getBoundingClientRect().right;
    scroller.scrollLeft += td.getBoundingClientRect().right - end;
    const doc = td.ownerDocument;
    const range = doc.createRange();
    range.selectNodeContents(td);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const first = rects[0]!;
    const last = rects.at(-1)!;
    const over = (x: number, y: number) => {
      const cell = doc.elementFromPoint(x, y)?.closest('td');
      return cell === td ? 'itself' : (cell?.textContent ?? 'nothing');
    };
    const walker = doc.createTreeWalker(td, 4 /* NodeFilter.SHOW_TEXT */);
    let lines = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const piece = doc.createRange();
      piece.selectNodeContents(node);
      lines = Math.max(lines, [...piece.getClientRects()].filter((rect) => rect.width > 0).length);
    }
    return { text, lines, coveredBy: [over(first.left + 1, first.top + first.height / 2), over(last.right - 1, last.top + last.height / 2)] };
  }));
  const shown = cells.filter((cell): cell is Covered => cell !== null);
  expect(shown.map((cell) => cell.text)).toContainEqual(expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/));
  for (const cell of shown) {
    expect(cell.coveredBy, cell.text).toEqual(['itself', 'itself']);
    expect(cell.lines, cell.text).toBe(1);
  }
});
