// A made bed: headboard (tufted, slatted, panelled or arched), base, mattress
// and duvet, turned-down sheet, a throw across the foot, and pillows.
import { darken, lighten } from '../colour.mjs';
import { circle, f, pathEl, poly, rect } from '../svg.mjs';
import { box, floorShadow, FLOOR_Y, P } from './perspective.mjs';

function headboard(svg, x0, x1, style, color) {
  const [ax, ay] = P(x0, 240, 1.01);
  const [bx, by] = P(x1, FLOOR_Y, 1.01);
  const w = bx - ax;
  const h = by - ay;
  svg.add(rect(ax + 4, ay + 6, w, h, '#000', `opacity="0.25" filter="${svg.blur(6)}"`));
  const fill = svg.linear([
    [0, lighten(color, 0.12)],
    [1, darken(color, 0.12)],
  ]);
  if (style === 'arch') {
    svg.add(
      pathEl(
        `M${f(ax)},${f(by)}V${f(ay + 40)}Q${f(ax)},${f(ay - 10)} ${f(ax + w / 2)},${f(ay - 14)}Q${f(bx)},${f(ay - 10)} ${f(bx)},${f(ay + 40)}V${f(by)}Z`,
        fill,
      ),
    );
  } else {
    svg.add(rect(ax, ay, w, h, fill, `rx="${style === 'tufted' ? 10 : 3}"`));
  }
  if (style === 'tufted') {
    let dots = '';
    const cols = Math.floor((w - 28) / 28);
    const pad = (w - cols * 28) / 2;
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c <= cols - (r % 2); c += 1)
        dots += circle(ax + pad + c * 28 + (r % 2) * 14, ay + 16 + r * 22, 2, darken(color, 0.35));
    svg.add(dots);
  } else if (style === 'slats') {
    let d = '';
    for (let x = ax + 10; x < bx - 4; x += 12) d += `M${f(x)},${f(ay + 4)}V${f(by)}`;
    svg.add(pathEl(d, 'none', `stroke="${darken(color, 0.3)}" stroke-width="2" opacity="0.6"`));
  } else if (style === 'panel') {
    const panels = Math.max(2, Math.round(w / 70));
    for (let i = 0; i < panels; i += 1)
      svg.add(
        rect(
          ax + 8 + ((w - 16) * i) / panels + 3,
          ay + 10,
          (w - 16) / panels - 6,
          h * 0.5,
          lighten(color, 0.08),
          `rx="6" stroke="${darken(color, 0.2)}" stroke-width="1.5"`,
        ),
      );
  }
}

export function bed(svg, rng, cx, hw, cfg) {
  const s0 = 1.02;
  const s1 = 1.5;
  floorShadow(svg, cx - hw, cx + hw, s0, s1, 0.4);
  headboard(svg, cx - hw - 10, cx + hw + 10, cfg.head, cfg.headColor);
  // Base.
  box(svg, {
    x0: cx - hw,
    x1: cx + hw,
    y0: 352,
    y1: FLOOR_Y - 6,
    s0,
    s1,
    fill: darken(cfg.headColor, 0.2),
  });
  // Mattress and duvet.
  const linen = cfg.linen;
  box(svg, {
    x0: cx - hw + 2,
    x1: cx + hw - 2,
    y0: 322,
    y1: 364,
    s0,
    s1: s1 + 0.01,
    fill: linen,
    top: svg.linear([
      [0, darken(linen, 0.03)],
      [1, lighten(linen, 0.3)],
    ]),
    front: svg.linear([
      [0, darken(linen, 0.04)],
      [1, darken(linen, 0.14)],
    ]),
    side: darken(linen, 0.12),
  });
  // Turned-down sheet.
  const fold = [
    P(cx - hw + 2, 322, 1.2),
    P(cx + hw - 2, 322, 1.2),
    P(cx + hw - 2, 322, 1.25),
    P(cx - hw + 2, 322, 1.25),
  ];
  svg.add(poly(fold, '#ffffff', 'opacity="0.85"'));
  svg.add(
    poly(
      [fold[2], fold[3], P(cx - hw + 2, 322, 1.26), P(cx + hw - 2, 322, 1.26)],
      darken(linen, 0.12),
    ),
  );
  // Throw across the foot, draping over the front.
  const throwC = cfg.accent;
  svg.add(
    poly(
      [
        P(cx - hw - 1, 321, 1.41),
        P(cx + hw + 1, 321, 1.41),
        P(cx + hw + 1, 321, 1.51),
        P(cx - hw - 1, 321, 1.51),
      ],
      lighten(throwC, 0.08),
    ),
  );
  const [tx0, ty0] = P(cx - hw - 1, 321, 1.51);
  const [tx1, ty1] = P(cx + hw + 1, 338, 1.51);
  svg.add(
    rect(
      tx0,
      ty0,
      tx1 - tx0,
      ty1 - ty0,
      svg.linear([
        [0, throwC],
        [1, darken(throwC, 0.2)],
      ]),
    ),
  );
  svg.add(rect(tx0, ty1 - 3, tx1 - tx0, 3, darken(throwC, 0.3)));
  // Pillows.
  const pairs = hw > 110 ? 2 : 1;
  const pw = (hw * 2 - 20) / pairs;
  for (let row = 0; row < 2; row += 1) {
    const s = row === 0 ? 1.05 : 1.1;
    const colour =
      row === 0 ? lighten(linen, 0.5) : pairs === 2 ? cfg.accent2 : lighten(linen, 0.4);
    for (let i = 0; i < pairs; i += 1) {
      const px0 = cx - hw + 10 + i * pw + (row === 1 ? pw * 0.12 : 0);
      const px1 = px0 + pw * (row === 1 ? 0.76 : 1) - 6;
      const [ax, ay] = P(px0, row === 0 ? 282 : 296, s);
      const [bx, by] = P(px1, 326, s);
      svg.add(
        rect(ax + 2, ay + 4, bx - ax, by - ay, '#000', `opacity="0.18" filter="${svg.blur(3)}"`),
      );
      svg.add(
        rect(
          ax,
          ay,
          bx - ax,
          by - ay,
          svg.linear([
            [0, lighten(colour, 0.2)],
            [1, darken(colour, 0.12)],
          ]),
          `rx="${f((by - ay) * 0.35)}"`,
        ),
      );
    }
  }
}
