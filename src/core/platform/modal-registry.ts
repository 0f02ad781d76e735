import { fillTemplate } from '@/core/text/template';
import { catalogue } from './platform-copy';

export interface ModalRegistryOptions {
  /** Development refuses a duplicate id (a developer error); production only warns. */
  development: boolean;
  warn: (message: string) => void;
}

/**
 * The ids of the modals open now (platform-services section 8, 'Duplicate modal ids'). Two open
 * modals with one id would share their labels and focus targets; in development that throws.
 */
export function createModalRegistry({ development, warn }: ModalRegistryOptions) {
  const open = new Set<string>();
  return {
    register(id: string): () => void {
      if (open.has(id)) {
        const message = fillTemplate(catalogue.duplicateModalId, { id });
        if (development) throw new Error(message);
        warn(message);
        return () => undefined;
      }
      open.add(id);
      return () => {
        open.delete(id);
      };
    },
    isOpen: (id: string) => open.has(id),
  };
}

export type ModalRegistry = ReturnType<typeof createModalRegistry>;
