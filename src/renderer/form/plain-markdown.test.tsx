import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import steps from '@flows/registration/steps.json';
import { Markdown } from './plain-markdown';

describe('plain-markdown (markdown-to-jsx stand-in)', () => {
  it('shows its text as written, markdown and HTML included, never parsed', () => {
    render(<Markdown>{'Unsupported field `root`: <b>x</b>'}</Markdown>);
    expect(screen.getByText('Unsupported field `root`: <b>x</b>')).toBeDefined();
  });

  it('is enough: no flow asks RJSF for markdown descriptions or help', () => {
    expect(JSON.stringify(steps)).not.toMatch(/enableMarkdownIn(Description|Help)/);
  });
});
