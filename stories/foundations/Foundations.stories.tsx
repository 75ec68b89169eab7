// The design tokens themselves, read from the themes in ui/theme (never copied), so these pages
// always show what the kit draws with. Colours and shadows differ per theme and are shown in both,
// side by side, each half inside its own theme class; the other scales are shared by both themes.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { darkTheme, darkTokens, lightTheme, lightTokens, media, vars, type ThemeTokens } from '../../ui/theme';
import { Icon, iconNames } from '../../ui';
import { directionalIcons } from '../../ui/components/Icon/glyphs';
import { colourOf, colourUsage, ratioOf, type ColourGroup, type ColourPath } from './colourUsage';

const meta = {
  title: 'Foundations',
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens of the kit, read from `ui/theme`: colours in both themes with their contrast ratios, the type scale, spacing, radii, shadows, motion and the icon set.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const themes = [
  { name: 'Dark', className: darkTheme, tokens: darkTokens },
  { name: 'Light', className: lightTheme, tokens: lightTokens },
] as const;

const shared = darkTokens;

const page: CSSProperties = { display: 'grid', gap: vars.space.large, maxWidth: '72rem' };
const heading: CSSProperties = { fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, margin: 0 };
const subheading: CSSProperties = { fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold, margin: 0 };
const note: CSSProperties = { color: vars.color.foreground.muted, margin: 0, maxWidth: vars.layout.readingWidth };
const code: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.small };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.small };
const cell: CSSProperties = {
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
};

function Page({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div style={page}>
      <div style={{ display: 'grid', gap: vars.space.xsmall }}>
        <h1 style={heading}>{title}</h1>
        <p style={note}>{intro}</p>
      </div>
      {children}
    </div>
  );
}

/** One half of a side-by-side comparison, in the given theme whatever the toolbar says. */
function ThemePanel({ theme, children }: { theme: (typeof themes)[number]; children: ReactNode }) {
  return (
    <section
      aria-label={`${theme.name} theme`}
      className={theme.className}
      style={{
        background: vars.color.background.body,
        color: vars.color.foreground.primary,
        padding: vars.space.medium,
        borderRadius: vars.radius.large,
        border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
        display: 'grid',
        gap: vars.space.standard,
        alignContent: 'start',
        minWidth: 0,
      }}
    >
      <h2 style={subheading}>{theme.name} theme</h2>
      {children}
    </section>
  );
}

const bothThemes: CSSProperties = {
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
};

const groupTitles: Record<ColourGroup, string> = {
  background: 'Backgrounds',
  foreground: 'Text and icons',
  border: 'Borders',
};

const shortName = (path: ColourPath) => path.split('.')[1]!;

function ColourRows({ group, tokens }: { group: ColourGroup; tokens: ThemeTokens }) {
  const colours = tokens.color;
  return (
    <table style={table}>
      <caption
        style={{
          ...subheading,
          fontSize: vars.font.size.standard,
          textAlign: 'start',
          paddingBlock: vars.space.xsmall,
        }}
      >
        {groupTitles[group]}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            Contrast where it is used
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(colours[group]).map((name) => {
          const path = `${group}.${name}` as ColourPath;
          const value = colourOf(colours, path);
          const pairs = colourUsage[path] ?? [];
          return (
            <tr key={name}>
              <td style={cell}>
                <div style={{ display: 'flex', gap: vars.space.small, alignItems: 'center' }}>
                  <span
                    aria-hidden="true"
                    style={{
                      inlineSize: '2.5rem',
                      blockSize: '2.5rem',
                      flex: 'none',
                      borderRadius: vars.radius.small,
                      background: value,
                      border: `${vars.border.width.standard} solid ${vars.color.border.field}`,
                    }}
                  />
                  <span style={{ display: 'grid' }}>
                    <span style={{ fontWeight: vars.font.weight.semibold }}>{name}</span>
                    <span style={{ ...code, color: vars.color.foreground.muted }}>{value}</span>
                  </span>
                </div>
              </td>
              <td style={cell}>
                {pairs.length === 0 ? (
                  <span style={{ color: vars.color.foreground.muted }}>
                    {group === 'border' ? 'Decorative: no minimum' : 'Scrim: carries no text'}
                  </span>
                ) : (
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall }}>
                    {pairs.map((pair) => {
                      const ratio = ratioOf(colours, pair);
                      const passes = ratio >= pair.minimum;
                      const other = pair.top === path ? pair.on : pair.top;
                      return (
                        <li
                          key={`${pair.top}-${pair.on}`}
                          style={{ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' }}
                        >
                          <span style={{ ...code, fontWeight: vars.font.weight.semibold }}>{ratio.toFixed(2)}:1</span>
                          <span>
                            {pair.top === path ? `on ${shortName(other)}` : `${shortName(other)} on it`}
                            {pair.over ? ` over ${shortName(pair.over)}` : ''}
                          </span>
                          <span
                            style={{ color: passes ? vars.color.foreground.success : vars.color.foreground.danger }}
                          >
                            {passes ? `passes ${pair.minimum}:1` : `fails ${pair.minimum}:1`}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export const Colours: Story = {
  render: () => (
    <Page
      title="Colour"
      intro="Colour tokens are named by meaning, not by hue: a component asks for foreground.muted or border.focus, and each theme decides the value. Each ratio is computed from the theme's own values: text needs 4.5:1 on the surfaces it sits on, control borders and the focus ring 3:1."
    >
      <div style={bothThemes}>
        {themes.map((theme) => (
          <ThemePanel key={theme.name} theme={theme}>
            {(['background', 'foreground', 'border'] as const).map((group) => (
              <ColourRows key={group} group={group} tokens={theme.tokens} />
            ))}
          </ThemePanel>
        ))}
      </div>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every pair in use reaches its minimum in both themes.
    await expect(canvas.queryAllByText(/^fails /)).toEqual([]);
    await expect(canvas.getAllByText(/^passes /).length).toBeGreaterThan(40);
  },
};

const sampleText = 'Get your ITIN without a Social Security Number';

export const Typography: Story = {
  render: () => (
    <Page
      title="Type"
      intro="One family (Inter, with the system's Noto Sans CJK for Chinese) in a scale of named sizes. The two largest sizes grow with the viewport between a floor and a ceiling (clamp), so headings stay in proportion from phones to desktops."
    >
      <table style={table}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Size
            </th>
            <th scope="col" style={cell}>
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(shared.font.size).map(([name, value]) => (
            <tr key={name}>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                <div style={{ fontWeight: vars.font.weight.semibold }}>{name}</div>
                <div style={{ ...code, color: vars.color.foreground.muted }}>{value}</div>
              </td>
              <td style={{ ...cell, fontSize: value, lineHeight: vars.font.lineHeight.tight }}>{sampleText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={subheading}>Weights</h2>
      <div style={{ display: 'flex', gap: vars.space.large, flexWrap: 'wrap' }}>
        {Object.entries(shared.font.weight).map(([name, value]) => (
          <div key={name} style={{ fontWeight: value, fontSize: vars.font.size.large }}>
            {name} <span style={{ ...code, color: vars.color.foreground.muted }}>{value}</span>
          </div>
        ))}
      </div>
      <h2 style={subheading}>Line heights</h2>
      <div
        style={{ display: 'grid', gap: vars.space.medium, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}
      >
        {Object.entries(shared.font.lineHeight).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: vars.space.xxsmall }}>
            <span style={{ fontWeight: vars.font.weight.semibold }}>
              {name} <span style={{ ...code, color: vars.color.foreground.muted }}>{value}</span>
            </span>
            <p
              style={{
                margin: 0,
                lineHeight: value,
                background: vars.color.background.surfaceSunken,
                padding: vars.space.xsmall,
              }}
            >
              An ITIN lets you file taxes, open bank accounts and build credit in the United States.
            </p>
          </div>
        ))}
      </div>
      <h2 style={subheading}>Letter spacing</h2>
      <div style={{ display: 'flex', gap: vars.space.large, flexWrap: 'wrap' }}>
        {Object.entries(shared.font.letterSpacing).map(([name, value]) => (
          <div key={name} style={{ letterSpacing: value, fontSize: vars.font.size.large }}>
            {name} <span style={{ ...code, color: vars.color.foreground.muted, letterSpacing: 0 }}>{value}</span>
          </div>
        ))}
      </div>
    </Page>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Page
      title="Spacing"
      intro="Gaps and padding come from one scale. The gutter (the page's side margin) grows with the viewport."
    >
      <table style={table}>
        <tbody>
          {Object.entries(shared.space).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, inlineSize: '8rem' }}>
                {name}
              </th>
              <td style={{ ...cell, ...code, inlineSize: '14rem', color: vars.color.foreground.muted }}>{value}</td>
              <td style={cell}>
                <div
                  aria-hidden="true"
                  style={{
                    inlineSize: value,
                    blockSize: '1rem',
                    background: vars.color.background.accent,
                    borderRadius: 2,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  ),
};

export const Radii: Story = {
  render: () => (
    <Page title="Radii" intro="Corner radii for fields and buttons (small, standard), cards (large) and pills (full).">
      <div style={{ display: 'flex', gap: vars.space.large, flexWrap: 'wrap' }}>
        {Object.entries(shared.radius).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: vars.space.xsmall, justifyItems: 'center' }}>
            <div
              aria-hidden="true"
              style={{
                inlineSize: '6rem',
                blockSize: '4rem',
                borderRadius: value,
                background: vars.color.background.surfaceRaised,
                border: `${vars.border.width.thick} solid ${vars.color.border.field}`,
              }}
            />
            <span style={{ fontWeight: vars.font.weight.semibold }}>{name}</span>
            <span style={{ ...code, color: vars.color.foreground.muted }}>{value}</span>
          </div>
        ))}
      </div>
      <h2 style={subheading}>Border widths</h2>
      <div style={{ display: 'flex', gap: vars.space.large, flexWrap: 'wrap' }}>
        {Object.entries(shared.border.width).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: vars.space.xsmall, justifyItems: 'center' }}>
            <div
              aria-hidden="true"
              style={{
                inlineSize: '6rem',
                blockSize: '3rem',
                borderRadius: vars.radius.standard,
                border: `${value} solid ${vars.color.border.field}`,
              }}
            />
            <span style={{ fontWeight: vars.font.weight.semibold }}>{name}</span>
            <span style={{ ...code, color: vars.color.foreground.muted }}>{value}</span>
          </div>
        ))}
      </div>
    </Page>
  ),
};

export const Shadows: Story = {
  render: () => (
    <Page
      title="Shadows"
      intro="Elevation for raised cards, menus and popovers. Dark surfaces need deeper shadows to read, so each theme has its own values."
    >
      <div style={bothThemes}>
        {themes.map((theme) => (
          <ThemePanel key={theme.name} theme={theme}>
            <div style={{ display: 'flex', gap: vars.space.large, flexWrap: 'wrap', paddingBlock: vars.space.medium }}>
              {Object.entries(theme.tokens.shadow).map(([name, value]) => (
                <div
                  key={name}
                  style={{
                    inlineSize: '9rem',
                    padding: vars.space.standard,
                    borderRadius: vars.radius.large,
                    background: vars.color.background.surface,
                    boxShadow: value,
                    display: 'grid',
                    gap: vars.space.xxsmall,
                  }}
                >
                  <span style={{ fontWeight: vars.font.weight.semibold }}>{name}</span>
                  <span style={{ ...code, color: vars.color.foreground.muted, fontSize: vars.font.size.xsmall }}>
                    {value}
                  </span>
                </div>
              ))}
            </div>
          </ThemePanel>
        ))}
      </div>
    </Page>
  ),
};

function useReducedMotion() {
  const query = media.reducedMotion;
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return reduced;
}

function MotionDemo() {
  const [moved, setMoved] = useState(false);
  const reduced = useReducedMotion();
  const rows = Object.entries(shared.motion.duration).flatMap(([duration, time]) =>
    Object.entries(shared.motion.easing).map(([easing, curve]) => ({ duration, time, easing, curve })),
  );
  return (
    <Page
      title="Motion"
      intro="Short durations and two easing curves: standard for most changes, emphasised (with a slight overshoot) for things that arrive. Motion only supports a change people can already see; nothing depends on it."
    >
      <div
        role="note"
        style={{
          padding: vars.space.standard,
          borderRadius: vars.radius.standard,
          background: vars.color.background.infoSoft,
          border: `${vars.border.width.standard} solid ${vars.color.border.info}`,
          maxWidth: vars.layout.readingWidth,
        }}
      >
        <strong>Reduced motion.</strong> When the system asks for less motion (prefers-reduced-motion: reduce), the
        kit's global styles end every animation and transition at once and smooth scrolling becomes a jump. This browser{' '}
        {reduced
          ? 'asks for reduced motion: the squares below jump'
          : 'does not ask for reduced motion: the squares below glide'}
        .
      </div>
      <div>
        <button
          type="button"
          onClick={() => setMoved((value) => !value)}
          aria-pressed={moved}
          style={{
            font: 'inherit',
            padding: `${vars.space.xsmall} ${vars.space.standard}`,
            borderRadius: vars.radius.standard,
            border: 'none',
            background: vars.color.background.accent,
            color: vars.color.foreground.onAccent,
            fontWeight: vars.font.weight.semibold,
            cursor: 'pointer',
          }}
        >
          Play the transitions
        </button>
      </div>
      <table style={table}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Duration
            </th>
            <th scope="col" style={cell}>
              Easing
            </th>
            <th scope="col" style={{ ...cell, inlineSize: '50%' }}>
              Demonstration
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ duration, time, easing, curve }) => (
            <tr key={`${duration}-${easing}`}>
              <td style={cell}>
                {duration} <span style={{ ...code, color: vars.color.foreground.muted }}>{time}</span>
              </td>
              <td style={cell}>
                {easing} <span style={{ ...code, color: vars.color.foreground.muted }}>{curve}</span>
              </td>
              <td style={cell}>
                <div
                  style={{
                    position: 'relative',
                    blockSize: '1.5rem',
                    background: vars.color.background.surfaceSunken,
                    borderRadius: vars.radius.full,
                  }}
                >
                  <div
                    data-testid={`motion-${duration}-${easing}`}
                    aria-hidden="true"
                    style={{
                      position: 'absolute',
                      insetBlockStart: 0,
                      insetInlineStart: moved ? 'calc(100% - 1.5rem)' : 0,
                      inlineSize: '1.5rem',
                      blockSize: '1.5rem',
                      borderRadius: vars.radius.full,
                      background: vars.color.background.accent,
                      transitionProperty: 'inset-inline-start',
                      transitionDuration: time,
                      transitionTimingFunction: curve,
                    }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}

export const Motion: Story = {
  render: () => <MotionDemo />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play the transitions' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Icons: Story = {
  render: () => (
    <Page
      title="Icons"
      intro="The kit's icon set (the Icon component), drawn on a 24 px grid in one line style. Icons are decorative unless given a label. Those marked mirror in right-to-left text because they point along the reading direction."
    >
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: vars.space.small,
          gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        }}
      >
        {iconNames.map((name) => (
          <li
            key={name}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: vars.space.small,
              padding: vars.space.small,
              borderRadius: vars.radius.standard,
              background: vars.color.background.surface,
            }}
          >
            <Icon name={name} size="large" />
            <span style={{ display: 'grid' }}>
              <span style={code}>{name}</span>
              {directionalIcons.has(name) ? (
                <span style={{ fontSize: vars.font.size.xsmall, color: vars.color.foreground.muted }}>
                  mirrors in RTL
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Page>
  ),
};
