import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { button } from './users-harness.tsx';

/** The checkbox of an application in the 应用权限 dialog, by the start of its label. */
export const box = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) });

/** Clicks 应用权限 in the row showing a text; returns the dialog. */
export async function openProductGrants(rowText: string): Promise<HTMLElement> {
  await userEvent.click(button('应用权限', (await screen.findByText(rowText)).closest('tr')!));
  return (await screen.findByText(/^应用权限：/, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
}
