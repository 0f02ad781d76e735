import { fireEvent } from '@testing-library/react';

/** Types `value` into `input` and names every other node in `container` the change touched (id, else node name). */
export async function othersTouchedByChange(
  container: HTMLElement,
  input: HTMLElement,
  value: string,
): Promise<string[]> {
  const touched = new Set<Node>();
  const observer = new MutationObserver((records) => records.forEach((record) => touched.add(record.target)));
  observer.observe(container, { subtree: true, attributes: true, childList: true, characterData: true });
  fireEvent.change(input, { target: { value } });
  await Promise.resolve();
  observer.disconnect();
  return [...touched].filter((node) => node !== input).map((node) => (node as Element).id || node.nodeName);
}
