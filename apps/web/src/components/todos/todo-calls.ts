import { useCallback } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { messagesRoutes } from '@console/contract/messages';
import { callQuery, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

/** After to-dos were read or cleared: the unread count and every list of them are asked again. */
export function useTodosChanged(): () => Promise<void> {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(messagesRoutes.count, messagesRoutes.todoList, messagesRoutes.search), [invalidate]);
}

/** 全部已读: marks every to-do of the user read, and says so. */
export function useReadAll() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const changed = useTodosChanged();
  return useMutation({
    mutationFn: () => call(messagesRoutes.readAll),
    onSuccess: () => {
      void message.success(t('todos.allRead'));
      return changed();
    },
  });
}

/** One to-do, asked for while `enabled`. Reading it marks it read, so the count and the lists are asked again. */
export function useReadTodo(id: number, enabled: boolean) {
  const changed = useTodosChanged();
  const read = callQuery(messagesRoutes.detail, { params: { id } });
  return useQuery({
    ...read,
    enabled,
    queryFn: async () => {
      const todo = await read.queryFn();
      void changed();
      return todo;
    },
  });
}
