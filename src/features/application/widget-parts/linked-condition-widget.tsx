import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { KnownCondition } from '@/core/conditions/condition-categories';
import { screenHref } from '@/core/conditions/condition-link';
import type { ScreenWidgetProps } from '../screen-widget';

/** The widgets drawn in this frame. */
type LinkedConditionWidgetKey = 'condition-identity' | 'condition-phone' | 'condition-upload';
import { words } from './copy';
import { LinkedConditionNotice } from './linked-condition-notice';
import { useLinkedCondition } from './use-linked-condition';

export interface LinkedConditionFormProps {
  uuid: string;
  condition: KnownCondition;
  word: (key: string) => string;
  onSent: () => void;
  /** The screen's options (flow data), for a form that reads them. */
  options: ScreenWidgetProps<LinkedConditionWidgetKey>['options'];
}

/**
 * A condition screen's frame (conditions/upload-document, conditions/phone-number): the condition
 * the link names, or a notice with the way back to the list when it cannot be answered here; its
 * form; once sent, back to the list. Once answered the condition leaves the list: the form is
 * kept off screen while the screen changes.
 */
export function LinkedConditionWidget({
  uuid,
  screenPath,
  copy,
  options,
  goTo,
  kind,
  Form,
}: ScreenWidgetProps<LinkedConditionWidgetKey> & {
  kind: KnownCondition['type'];
  Form: ComponentType<LinkedConditionFormProps>;
}) {
  const word = words(copy);
  const location = useLocation();
  const { linked, retry } = useLinkedCondition(uuid, kind);
  const [sent, setSent] = useState(false);
  if (sent) return null;
  if (linked.state !== 'ready') {
    return (
      <LinkedConditionNotice
        state={linked.state}
        word={word}
        listPath={screenHref(location, screenPath, 'conditions')}
        retry={retry}
      />
    );
  }
  return (
    <Form
      uuid={uuid}
      condition={linked.condition}
      word={word}
      options={options}
      onSent={() => {
        setSent(true);
        goTo('conditions');
      }}
    />
  );
}
