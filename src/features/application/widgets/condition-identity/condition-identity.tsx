import { conditionCard } from '@/core/conditions/condition-card';
import { useAnswerWithDocuments } from '../../api/post-condition-documents';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ConditionAsks } from '../../widget-parts/condition-asks';
import { IdentityForm, useBackAsked, type ChosenId } from '../../widget-parts/identity-form';
import { LinkedConditionWidget, type LinkedConditionFormProps } from '../../widget-parts/linked-condition-widget';

/**
 * The signer's conditions/identity: a lender's request about their identity (the condition the
 * link names), answered with a photo ID (its type, front and, but for a passport, back) sent as
 * the condition's documents; then back to the list.
 */
export default function ConditionIdentity(props: ScreenWidgetProps<'condition-identity'>) {
  return <LinkedConditionWidget {...props} kind="DOCUMENT" Form={IdentityConditionForm} />;
}

function IdentityConditionForm({ uuid, condition, word, onSent, options }: LinkedConditionFormProps) {
  const card = conditionCard(condition);
  const answer = useAnswerWithDocuments(uuid);
  const backAsked = useBackAsked(options);
  const send = async ({ front, back }: ChosenId) => {
    await answer.mutateAsync({ conditionUuid: condition.uuid, files: back ? [front, back] : [front] });
    onSent();
  };
  return (
    <section aria-labelledby={`condition-${condition.uuid}-header`}>
      <h2 id={`condition-${condition.uuid}-header`}>{card.header}</h2>
      <ConditionAsks card={card} word={word} />
      <IdentityForm send={send} className="condition-identity" submitLabel={word('submit')} backAsked={backAsked} />
    </section>
  );
}
