import { describe, expect, it } from 'vitest';
import { modulesOf, prerenderedHtml, stylesOf, withHeadLinks } from './prerender';

const INDEX = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerender', () => {
  it('collects the style sheets of a chunk and of everything it imports, once each', () => {
    const manifest = {
      'src/app/routes/registration-route.tsx': {
        file: 'assets/route.js',
        css: ['assets/route.css'],
        imports: ['_step-form.js', '_shared.js'],
      },
      '_step-form.js': { file: 'assets/step-form.js', css: ['assets/form.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/form.css'] },
    };
    expect(stylesOf(manifest, 'src/app/routes/registration-route.tsx')).toEqual([
      'assets/route.css',
      'assets/form.css',
    ]);
  });

  it('names a chunk the manifest does not have', () => {
    expect(() => stylesOf({}, 'src/app/routes/registration-route.tsx')).toThrow(
      /no chunk src\/app\/routes\/registration-route.tsx/,
    );
  });

  it('puts the markup in #root and adds only the style sheets the page lacks', () => {
    const html = prerenderedHtml(INDEX, '<main><h1>Step</h1></main>', ['assets/index.css', 'assets/form.css']);
    expect(html).toContain('<div id="root"><main><h1>Step</h1></main></div>');
    expect(html.match(/assets\/index\.css/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/form\.css">\n {2}<\/head>/);
  });

  it('marks #root with the lender and path the markup was drawn for, "$" in the markup kept', () => {
    const html = prerenderedHtml(INDEX, '<p>$&amp; 5</p>', [], { 'data-prerendered': 'A"B' });
    expect(html).toContain('<div id="root" data-prerendered="A&quot;B"><p>$&amp; 5</p></div>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() => prerenderedHtml('<html><head></head><body></body></html>', '<p>x</p>', [])).toThrow(
      /no empty <div id="root"><\/div>/,
    );
  });

  it('lists the modules of chunks and of what they import statically, once each, without the entry', () => {
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true },
      'src/app/app.tsx': { file: 'assets/app.js', imports: ['index.html', '_query.js', '_runtime.js'] },
      'src/app/boot/render-app.tsx': { file: 'assets/render-app.js', imports: ['_runtime.js'] },
      '_query.js': { file: 'assets/query.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
    };
    expect(modulesOf(manifest, ['src/app/boot/render-app.tsx', 'src/app/app.tsx'])).toEqual([
      'assets/render-app.js',
      'assets/runtime.js',
      'assets/app.js',
      'assets/query.js',
    ]);
  });

  it('adds modulepreload links for the modules a page lacks', () => {
    const html = withHeadLinks(INDEX, { modules: ['assets/app.js', 'assets/index.js'] });
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app\.js">\n {2}<\/head>/);
    expect(html.match(/assets\/index\.js/g)).toHaveLength(1);
  });
});
