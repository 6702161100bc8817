// Editorial placeholder artwork drawn as SVG: civic palette, gradient skies, simple silhouettes of
// Guatemalan landscapes and public works, and a Spanish caption. Pure functions, no I/O.

export type Scene =
  | "volcanes"
  | "ciudad"
  | "congreso"
  | "camino"
  | "escuela"
  | "agua"
  | "personas"
  | "documentos"
  | "salud"
  | "campo"
  | "puente";

export type PaletteName = "azul" | "amanecer" | "turquesa" | "arena" | "ocaso";

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  accent: string;
  band: string;
  light: string;
}

const PALETTES: Record<PaletteName, Palette> = {
  azul: {
    skyTop: "#0b3d6b",
    skyBottom: "#3b86b8",
    sun: "#f2d9a6",
    far: "#2a6a98",
    mid: "#17557f",
    near: "#0a2f52",
    accent: "#e9c98f",
    band: "#082c4d",
    light: "#f7efe0",
  },
  amanecer: {
    skyTop: "#f6e7c8",
    skyBottom: "#e6b67a",
    sun: "#fff4dc",
    far: "#7fa7c0",
    mid: "#2f6f8f",
    near: "#0b3d6b",
    accent: "#0f766e",
    band: "#0b3d6b",
    light: "#ffffff",
  },
  turquesa: {
    skyTop: "#0f766e",
    skyBottom: "#86c9bd",
    sun: "#f3e3c0",
    far: "#3a968c",
    mid: "#146a63",
    near: "#0b3d6b",
    accent: "#f2d9a6",
    band: "#0b3d6b",
    light: "#f7efe0",
  },
  arena: {
    skyTop: "#e9d8b4",
    skyBottom: "#f8f1e4",
    sun: "#d9a864",
    far: "#a9c6d4",
    mid: "#3f7fa3",
    near: "#0b3d6b",
    accent: "#0f766e",
    band: "#0b3d6b",
    light: "#ffffff",
  },
  ocaso: {
    skyTop: "#0b3d6b",
    skyBottom: "#d99c68",
    sun: "#f8dcaa",
    far: "#46688c",
    mid: "#24496e",
    near: "#0b2a47",
    accent: "#f2d9a6",
    band: "#0b2a47",
    light: "#fdf6ea",
  },
};

const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

const FONT = "DejaVu Sans, sans-serif";
/** A neutral light tone for the portrait silhouette, readable on every palette. */
const SKIN = "#a9c1d6";

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
function rngFrom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

/** Greedy word wrap into at most `maxLines` lines; the last line gets an ellipsis when cut. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** A rolling hill line from x=0 to x=w around height y, closed to the bottom. */
function hill(
  w: number,
  h: number,
  y: number,
  amplitude: number,
  color: string,
  rng: Rng,
  opacity = 1,
): string {
  const segments = 4;
  const step = w / segments;
  let d = `M0 ${r1(y + between(rng, -amplitude, amplitude))}`;
  for (let i = 1; i <= segments; i++) {
    const cx = step * (i - 0.5);
    const cy = y + between(rng, -amplitude * 1.6, amplitude * 0.6);
    d += ` Q${r1(cx)} ${r1(cy)} ${r1(step * i)} ${r1(y + between(rng, -amplitude, amplitude))}`;
  }
  d += ` L${w} ${h} L0 ${h} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function volcano(
  x: number,
  baseY: number,
  height: number,
  halfBase: number,
  color: string,
  snow?: string,
): string {
  const peakY = baseY - height;
  const crater = halfBase * 0.08;
  const body = `<path d="M${r1(x - halfBase)} ${r1(baseY)} L${r1(x - crater)} ${r1(peakY)} Q${r1(x)} ${r1(peakY - 6)} ${r1(x + crater)} ${r1(peakY)} L${r1(x + halfBase)} ${r1(baseY)} Z" fill="${color}"/>`;
  if (!snow) return body;
  const capY = peakY + height * 0.14;
  const capHalf = crater + (halfBase - crater) * 0.14;
  const cap = `<path d="M${r1(x - capHalf)} ${r1(capY)} L${r1(x - crater)} ${r1(peakY)} Q${r1(x)} ${r1(peakY - 6)} ${r1(x + crater)} ${r1(peakY)} L${r1(x + capHalf)} ${r1(capY)} Q${r1(x)} ${r1(capY - height * 0.05)} ${r1(x - capHalf)} ${r1(capY)} Z" fill="${snow}" opacity="0.55"/>`;
  return body + cap;
}

function tree(x: number, groundY: number, size: number, color: string): string {
  return `<rect x="${r1(x - size * 0.06)}" y="${r1(groundY - size * 0.5)}" width="${r1(size * 0.12)}" height="${r1(size * 0.5)}" fill="${color}"/><circle cx="${r1(x)}" cy="${r1(groundY - size * 0.7)}" r="${r1(size * 0.32)}" fill="${color}"/>`;
}

function guatemalanFlag(x: number, y: number, width: number): string {
  const height = width * 0.62;
  const stripe = width / 3;
  return (
    `<rect x="${r1(x - 2)}" y="${r1(y)}" width="4" height="${r1(width * 2.6)}" fill="#d9d2c3"/>` +
    `<rect x="${r1(x + 2)}" y="${r1(y)}" width="${r1(stripe)}" height="${r1(height)}" fill="#4997d0"/>` +
    `<rect x="${r1(x + 2 + stripe)}" y="${r1(y)}" width="${r1(stripe)}" height="${r1(height)}" fill="#ffffff"/>` +
    `<rect x="${r1(x + 2 + 2 * stripe)}" y="${r1(y)}" width="${r1(stripe)}" height="${r1(height)}" fill="#4997d0"/>`
  );
}

interface Frame {
  w: number;
  h: number;
  /** Top of the caption band: the scene's ground should reach at least this far down. */
  ground: number;
  p: Palette;
  rng: Rng;
}

function sceneVolcanes({ w, h, ground, p, rng }: Frame): string {
  let s = hill(w, h, ground * 0.78, 18, p.far, rng, 0.7);
  s += volcano(w * between(rng, 0.22, 0.3), ground * 0.86, ground * 0.55, w * 0.22, p.mid, p.light);
  s += volcano(
    w * between(rng, 0.55, 0.62),
    ground * 0.88,
    ground * 0.68,
    w * 0.26,
    p.mid,
    p.light,
  );
  s += volcano(w * between(rng, 0.82, 0.9), ground * 0.88, ground * 0.42, w * 0.18, p.far);
  s += hill(w, h, ground * 0.9, 14, p.near, rng, 0.9);
  // A lake in the foreground, as at Atitlán.
  s += `<ellipse cx="${r1(w * 0.42)}" cy="${r1(ground * 0.99)}" rx="${r1(w * 0.36)}" ry="${r1(ground * 0.05)}" fill="${p.far}" opacity="0.55"/>`;
  return s;
}

function sceneCiudad({ w, h, ground, p, rng }: Frame): string {
  let s = volcano(w * 0.8, ground * 0.75, ground * 0.45, w * 0.24, p.far);
  s += volcano(w * 0.18, ground * 0.75, ground * 0.34, w * 0.2, p.far);
  let x = 0;
  let windows = "";
  while (x < w) {
    const bw = between(rng, w * 0.05, w * 0.11);
    const bh = between(rng, ground * 0.18, ground * 0.55);
    const top = ground * 0.92 - bh;
    s += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw - 4)}" height="${r1(bh + h)}" fill="${rng() > 0.5 ? p.mid : p.near}"/>`;
    for (let wy = top + 14; wy < ground * 0.86; wy += 26) {
      for (let wx = x + 10; wx < x + bw - 16; wx += 20) {
        if (rng() > 0.62)
          windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="8" height="11" fill="${p.accent}" opacity="0.55"/>`;
      }
    }
    x += bw;
  }
  s += windows;
  s += `<rect x="0" y="${r1(ground * 0.92)}" width="${w}" height="${r1(h)}" fill="${p.near}"/>`;
  return s;
}

function sceneCongreso({ w, h, ground, p, rng }: Frame): string {
  let s = hill(w, h, ground * 0.8, 16, p.far, rng, 0.6);
  const cx = w * 0.5;
  const bw = Math.min(w * 0.62, ground * 1.25);
  const base = ground * 0.93;
  const colTop = ground * 0.42;
  const columns = 8;
  s += `<rect x="${r1(cx - bw / 2 - 24)}" y="${r1(base)}" width="${r1(bw + 48)}" height="${r1(h)}" fill="${p.near}"/>`;
  s += `<rect x="${r1(cx - bw / 2 - 12)}" y="${r1(base - 14)}" width="${r1(bw + 24)}" height="14" fill="${p.mid}"/>`;
  s += `<rect x="${r1(cx - bw / 2)}" y="${r1(colTop)}" width="${r1(bw)}" height="${r1(base - colTop)}" fill="${p.mid}" opacity="0.45"/>`;
  const colW = bw / (columns * 2 - 1);
  for (let i = 0; i < columns; i++) {
    s += `<rect x="${r1(cx - bw / 2 + i * colW * 2)}" y="${r1(colTop + 10)}" width="${r1(colW)}" height="${r1(base - colTop - 24)}" fill="${p.light}" opacity="0.9"/>`;
  }
  s += `<rect x="${r1(cx - bw / 2 - 16)}" y="${r1(colTop - 8)}" width="${r1(bw + 32)}" height="22" fill="${p.near}"/>`;
  s += `<path d="M${r1(cx - bw / 2 - 22)} ${r1(colTop - 8)} L${r1(cx)} ${r1(colTop - ground * 0.16)} L${r1(cx + bw / 2 + 22)} ${r1(colTop - 8)} Z" fill="${p.near}"/>`;
  s += guatemalanFlag(cx - 1, colTop - ground * 0.16 - 60, 40);
  s += tree(cx - bw / 2 - 70, base + 4, 90, p.near) + tree(cx + bw / 2 + 70, base + 4, 110, p.near);
  return s;
}

function sceneCamino({ w, h, ground, p, rng }: Frame): string {
  let s = volcano(w * 0.7, ground * 0.6, ground * 0.38, w * 0.22, p.far, p.light);
  s += hill(w, h, ground * 0.58, 20, p.far, rng, 0.85);
  s += hill(w, h, ground * 0.68, 22, p.mid, rng);
  const vx = w * between(rng, 0.45, 0.58);
  const vy = ground * 0.64;
  s += `<path d="M${r1(vx - 6)} ${r1(vy)} L${r1(vx + 6)} ${r1(vy)} L${r1(w * 0.78)} ${r1(h)} L${r1(w * 0.18)} ${r1(h)} Z" fill="${p.accent}" opacity="0.85"/>`;
  s += `<path d="M${r1(vx)} ${r1(vy + 4)} L${r1(w * 0.48)} ${r1(h)}" stroke="${p.light}" stroke-width="6" stroke-dasharray="26 22" opacity="0.9"/>`;
  for (let i = 0; i < 5; i++) {
    const tx = i % 2 === 0 ? between(rng, w * 0.02, w * 0.14) : between(rng, w * 0.82, w * 0.97);
    const ty = between(rng, ground * 0.75, ground * 0.98);
    s += tree(tx, ty, between(rng, 60, 110), p.near);
  }
  return s;
}

function sceneEscuela({ w, h, ground, p, rng }: Frame): string {
  let s = hill(w, h, ground * 0.66, 22, p.far, rng, 0.8);
  s += `<rect x="0" y="${r1(ground * 0.86)}" width="${w}" height="${r1(h)}" fill="${p.mid}"/>`;
  const bx = w * 0.2;
  const bw = w * 0.56;
  const top = ground * 0.5;
  const bottom = ground * 0.88;
  s += `<rect x="${r1(bx)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bottom - top)}" fill="${p.light}"/>`;
  s += `<path d="M${r1(bx - 20)} ${r1(top)} L${r1(bx + bw / 2)} ${r1(top - ground * 0.14)} L${r1(bx + bw + 20)} ${r1(top)} Z" fill="${p.near}"/>`;
  s += `<rect x="${r1(bx)}" y="${r1(bottom - (bottom - top) * 0.22)}" width="${r1(bw)}" height="${r1((bottom - top) * 0.22)}" fill="${p.accent}" opacity="0.35"/>`;
  const windows = 6;
  const winW = bw / (windows * 1.6);
  for (let i = 0; i < windows; i++) {
    const wx = bx + winW * 0.5 + i * winW * 1.6 + (i >= windows / 2 ? winW * 0.4 : 0);
    s += `<rect x="${r1(wx)}" y="${r1(top + (bottom - top) * 0.2)}" width="${r1(winW)}" height="${r1((bottom - top) * 0.32)}" fill="${p.mid}" opacity="0.8"/>`;
  }
  s += `<rect x="${r1(bx + bw / 2 - winW * 0.6)}" y="${r1(bottom - (bottom - top) * 0.45)}" width="${r1(winW * 1.2)}" height="${r1((bottom - top) * 0.45)}" fill="${p.near}"/>`;
  s += guatemalanFlag(w * 0.86, ground * 0.36, 52);
  s += tree(w * 0.1, ground * 0.9, 120, p.near) + tree(w * 0.8, ground * 0.92, 80, p.near);
  return s;
}

function sceneAgua({ w, h, ground, p, rng }: Frame): string {
  let s = hill(w, h, ground * 0.62, 20, p.far, rng, 0.8);
  // An elevated water tank, the usual sight of a rural water system.
  const tx = w * 0.72;
  const tankTop = ground * 0.3;
  s += `<path d="M${r1(tx - 50)} ${r1(ground * 0.95)} L${r1(tx - 26)} ${r1(tankTop + 90)} M${r1(tx + 50)} ${r1(ground * 0.95)} L${r1(tx + 26)} ${r1(tankTop + 90)} M${r1(tx - 40)} ${r1(ground * 0.7)} L${r1(tx + 40)} ${r1(ground * 0.7)}" stroke="${p.near}" stroke-width="9"/>`;
  s += `<rect x="${r1(tx - 62)}" y="${r1(tankTop)}" width="124" height="96" rx="12" fill="${p.near}"/>`;
  s += `<rect x="${r1(tx - 62)}" y="${r1(tankTop + 30)}" width="124" height="12" fill="${p.accent}" opacity="0.7"/>`;
  // A large drop.
  const dx = w * 0.3;
  const dy = ground * 0.22;
  const size = ground * 0.36;
  s += `<path d="M${r1(dx)} ${r1(dy)} C${r1(dx + size * 0.2)} ${r1(dy + size * 0.35)} ${r1(dx + size * 0.5)} ${r1(dy + size * 0.6)} ${r1(dx + size * 0.5)} ${r1(dy + size * 0.85)} A${r1(size * 0.5)} ${r1(size * 0.5)} 0 0 1 ${r1(dx - size * 0.5)} ${r1(dy + size * 0.85)} C${r1(dx - size * 0.5)} ${r1(dy + size * 0.6)} ${r1(dx - size * 0.2)} ${r1(dy + size * 0.35)} ${r1(dx)} ${r1(dy)} Z" fill="${p.light}" opacity="0.85"/>`;
  s += `<path d="M${r1(dx - size * 0.28)} ${r1(dy + size * 0.8)} Q${r1(dx - size * 0.26)} ${r1(dy + size * 1.0)} ${r1(dx - size * 0.06)} ${r1(dy + size * 1.08)}" stroke="${p.mid}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.6"/>`;
  for (let i = 0; i < 3; i++) {
    const y = ground * (0.8 + i * 0.08);
    let d = `M0 ${r1(y)}`;
    for (let x = 0; x < w; x += 120) d += ` q30 -14 60 0 t60 0`;
    s += `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${i === 2 ? p.near : p.mid}" opacity="${0.55 + i * 0.2}"/>`;
  }
  return s;
}

function person(x: number, baseY: number, size: number, color: string): string {
  return `<circle cx="${r1(x)}" cy="${r1(baseY - size * 1.25)}" r="${r1(size * 0.26)}" fill="${color}"/><path d="M${r1(x - size * 0.42)} ${r1(baseY)} L${r1(x - size * 0.42)} ${r1(baseY - size * 0.62)} Q${r1(x - size * 0.42)} ${r1(baseY - size * 0.95)} ${r1(x)} ${r1(baseY - size * 0.95)} Q${r1(x + size * 0.42)} ${r1(baseY - size * 0.95)} ${r1(x + size * 0.42)} ${r1(baseY - size * 0.62)} L${r1(x + size * 0.42)} ${r1(baseY)} Z" fill="${color}"/>`;
}

function scenePersonas({ w, ground, p, rng }: Frame): string {
  let s = `<circle cx="${r1(w * 0.5)}" cy="${r1(ground * 0.42)}" r="${r1(ground * 0.34)}" fill="${p.light}" opacity="0.18"/>`;
  // A podium with a microphone, then the audience in three rows.
  s += `<rect x="${r1(w * 0.5 - 46)}" y="${r1(ground * 0.34)}" width="92" height="${r1(ground * 0.3)}" rx="6" fill="${p.near}"/>`;
  s += `<rect x="${r1(w * 0.5 - 46)}" y="${r1(ground * 0.4)}" width="92" height="10" fill="${p.accent}"/>`;
  s += `<path d="M${r1(w * 0.5 + 20)} ${r1(ground * 0.34)} L${r1(w * 0.5 + 34)} ${r1(ground * 0.26)}" stroke="${p.near}" stroke-width="5"/>`;
  s += person(w * 0.5, ground * 0.34 + 4, 64, p.near);
  const colors = [p.mid, p.near, p.far, p.accent];
  for (let row = 0; row < 3; row++) {
    const size = 52 + row * 14;
    const y = ground * (0.76 + row * 0.12) + size * 0.3;
    const count = Math.floor(w / (size * 1.05));
    for (let i = 0; i < count; i++) {
      const x = (i + 0.5) * (w / count) + between(rng, -8, 8);
      s += person(x, y + size * 0.4, size, colors[(i + row) % colors.length] as string);
    }
  }
  return s;
}

function sceneDocumentos({ w, h, ground, p, rng }: Frame): string {
  let s = `<rect x="0" y="${r1(ground * 0.84)}" width="${w}" height="${r1(h)}" fill="${p.near}" opacity="0.85"/>`;
  const dw = Math.min(w * 0.3, ground * 0.62);
  const dh = dw * 1.3;
  const cx = w * 0.42;
  for (let i = 0; i < 3; i++) {
    const angle = (i - 1) * 7 + between(rng, -2, 2);
    const x = cx - dw / 2 + (i - 1) * dw * 0.32;
    const y = ground * 0.1 + i * 8;
    let lines = "";
    for (let l = 0; l < 7; l++) {
      const lw = dw * (l === 0 ? 0.55 : between(rng, 0.6, 0.82));
      lines += `<rect x="${r1(x + dw * 0.1)}" y="${r1(y + dh * 0.12 + l * dh * 0.1)}" width="${r1(lw)}" height="${r1(l === 0 ? 14 : 8)}" rx="3" fill="${l === 0 ? p.mid : p.far}" opacity="${l === 0 ? 0.9 : 0.5}"/>`;
    }
    s += `<g transform="rotate(${r1(angle)} ${r1(x + dw / 2)} ${r1(y + dh / 2)})"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(dw)}" height="${r1(dh)}" rx="8" fill="${p.light}"/>${lines}</g>`;
  }
  // Magnifying glass, for review and oversight.
  const mx = cx + dw * 0.95;
  const my = ground * 0.5;
  const mr = dw * 0.32;
  s += `<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(mr)}" fill="${p.light}" fill-opacity="0.25" stroke="${p.accent}" stroke-width="16"/>`;
  s += `<path d="M${r1(mx + mr * 0.7)} ${r1(my + mr * 0.7)} L${r1(mx + mr * 1.6)} ${r1(my + mr * 1.6)}" stroke="${p.accent}" stroke-width="24" stroke-linecap="round"/>`;
  return s;
}

function sceneSalud({ w, h, ground, p, rng }: Frame): string {
  let s = hill(w, h, ground * 0.7, 16, p.far, rng, 0.7);
  const bx = w * 0.16;
  const bw = w * 0.46;
  const top = ground * 0.4;
  const bottom = ground * 0.92;
  s += `<rect x="${r1(bx)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bottom - top)}" fill="${p.light}"/>`;
  s += `<rect x="${r1(bx - 10)}" y="${r1(top - 16)}" width="${r1(bw + 20)}" height="20" fill="${p.near}"/>`;
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      s += `<rect x="${r1(bx + 24 + (col * (bw - 48)) / 5)}" y="${r1(top + 34 + row * (bottom - top) * 0.3)}" width="${r1((bw - 48) / 5 - 18)}" height="${r1((bottom - top) * 0.18)}" fill="${p.mid}" opacity="0.7"/>`;
    }
  }
  const cx = bx + bw / 2;
  const cy = top - ground * 0.12;
  const cr = ground * 0.1;
  s += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(cr)}" fill="${p.light}" stroke="${p.near}" stroke-width="6"/>`;
  s += `<rect x="${r1(cx - cr * 0.2)}" y="${r1(cy - cr * 0.62)}" width="${r1(cr * 0.4)}" height="${r1(cr * 1.24)}" fill="#0f766e"/><rect x="${r1(cx - cr * 0.62)}" y="${r1(cy - cr * 0.2)}" width="${r1(cr * 1.24)}" height="${r1(cr * 0.4)}" fill="#0f766e"/>`;
  // A heartbeat line across the right side.
  const ly = ground * 0.55;
  const lx = bx + bw + 30;
  s += `<polyline points="${r1(lx)},${r1(ly)} ${r1(lx + 80)},${r1(ly)} ${r1(lx + 110)},${r1(ly - 70)} ${r1(lx + 145)},${r1(ly + 60)} ${r1(lx + 175)},${r1(ly - 20)} ${r1(lx + 200)},${r1(ly)} ${r1(w - 30)},${r1(ly)}" fill="none" stroke="${p.accent}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>`;
  s += `<rect x="0" y="${r1(bottom)}" width="${w}" height="${r1(h)}" fill="${p.near}"/>`;
  return s;
}

function sceneCampo({ w, h, ground, p, rng }: Frame): string {
  let s = volcano(w * 0.34, ground * 0.56, ground * 0.4, w * 0.24, p.far, p.light);
  s += volcano(w * 0.68, ground * 0.56, ground * 0.3, w * 0.2, p.far);
  const bands = [p.mid, p.accent, p.near, p.mid, p.near];
  for (let i = 0; i < bands.length; i++) {
    const y = ground * (0.52 + i * 0.1);
    s += `<path d="M0 ${r1(y + 20)} Q${r1(w * 0.3)} ${r1(y - between(rng, 10, 40))} ${r1(w * 0.6)} ${r1(y + 10)} T${w} ${r1(y - 10)} L${w} ${h} L0 ${h} Z" fill="${bands[i]}" opacity="${i === 1 ? 0.75 : 0.95}"/>`;
  }
  for (let i = 0; i < 4; i++)
    s += tree(
      between(rng, w * 0.05, w * 0.95),
      ground * between(rng, 0.62, 0.7),
      between(rng, 40, 70),
      p.near,
    );
  return s;
}

function scenePuente({ w, h, ground, p, rng }: Frame): string {
  let s = volcano(w * 0.25, ground * 0.55, ground * 0.35, w * 0.2, p.far);
  s += hill(w, h, ground * 0.56, 14, p.far, rng, 0.7);
  s += `<path d="M0 ${r1(ground * 0.55)} L${r1(w * 0.18)} ${r1(ground * 0.58)} L${r1(w * 0.24)} ${h} L0 ${h} Z" fill="${p.mid}"/>`;
  s += `<path d="M${w} ${r1(ground * 0.55)} L${r1(w * 0.82)} ${r1(ground * 0.58)} L${r1(w * 0.76)} ${h} L${w} ${h} Z" fill="${p.mid}"/>`;
  s += `<rect x="${r1(w * 0.2)}" y="${r1(ground * 0.78)}" width="${r1(w * 0.6)}" height="${r1(h)}" fill="${p.far}" opacity="0.6"/>`;
  const deck = ground * 0.56;
  s += `<rect x="0" y="${r1(deck - 16)}" width="${w}" height="22" fill="${p.near}"/>`;
  s += `<path d="M${r1(w * 0.2)} ${r1(ground * 0.8)} Q${r1(w * 0.5)} ${r1(deck - ground * 0.2)} ${r1(w * 0.8)} ${r1(ground * 0.8)}" fill="none" stroke="${p.near}" stroke-width="18"/>`;
  for (let i = 1; i < 10; i++) {
    const x = w * 0.2 + (w * 0.6 * i) / 10;
    const t = (x - w * 0.5) / (w * 0.3);
    const archY =
      deck - ground * 0.2 + (ground * 0.8 - (deck - ground * 0.2)) * t * t * 0.95 + ground * 0.1;
    s += `<rect x="${r1(x - 3)}" y="${r1(deck)}" width="6" height="${r1(Math.max(0, archY - deck))}" fill="${p.near}"/>`;
  }
  s += `<rect x="0" y="${r1(deck - 40)}" width="${w}" height="5" fill="${p.accent}" opacity="0.9"/>`;
  for (let i = 0; i < 3; i++) {
    const y = ground * (0.88 + i * 0.05);
    s += `<path d="M${r1(w * 0.26)} ${r1(y)} q40 -10 80 0 t80 0 t80 0 t80 0" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.5"/>`;
  }
  return s;
}

const SCENES: Record<Scene, (frame: Frame) => string> = {
  volcanes: sceneVolcanes,
  ciudad: sceneCiudad,
  congreso: sceneCongreso,
  camino: sceneCamino,
  escuela: sceneEscuela,
  agua: sceneAgua,
  personas: scenePersonas,
  documentos: sceneDocumentos,
  salud: sceneSalud,
  campo: sceneCampo,
  puente: scenePuente,
};

export interface ArtSpec {
  scene: Scene;
  caption: string;
  /** Small label above the caption, e.g. "Noticias" or "Labor legislativa". */
  kicker?: string;
  palette?: PaletteName;
  width: number;
  height: number;
}

/** Picks a palette from the caption when none is given, so repeated scenes still vary. */
function paletteFor(spec: ArtSpec, rng: Rng): Palette {
  const name = spec.palette ?? PALETTE_NAMES[Math.floor(rng() * PALETTE_NAMES.length)] ?? "azul";
  return PALETTES[name];
}

function captionBand(
  w: number,
  h: number,
  p: Palette,
  caption: string,
  kicker: string | undefined,
): { band: string; top: number } {
  const size = Math.round(Math.min(h * 0.052, w * 0.045));
  const pad = Math.round(w * 0.04);
  const maxChars = Math.floor((w - pad * 2) / (size * 0.6));
  const lines = wrap(caption, maxChars, 2);
  const kickerSize = Math.round(size * 0.56);
  const lineGap = Math.round(size * 1.25);
  const bandHeight =
    pad * 0.7 + (kicker ? kickerSize * 1.7 : 0) + lines.length * lineGap + pad * 0.35;
  const top = h - bandHeight;
  let text = "";
  let y = top + pad * 0.55;
  if (kicker) {
    y += kickerSize;
    text += `<rect x="${pad}" y="${r1(y - kickerSize * 1.05)}" width="${Math.round(kickerSize * 0.45)}" height="${Math.round(kickerSize * 1.2)}" fill="${p.accent === "#0f766e" ? "#e9c98f" : p.accent}"/>`;
    text += `<text x="${r1(pad + kickerSize * 0.9)}" y="${r1(y)}" font-family="${FONT}" font-size="${kickerSize}" font-weight="bold" letter-spacing="2" fill="#e9c98f">${escapeXml(kicker.toUpperCase())}</text>`;
    y += kickerSize * 0.7;
  }
  for (const line of lines) {
    y += lineGap;
    text += `<text x="${pad}" y="${r1(y - size * 0.25)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`;
  }
  const band = `<rect x="0" y="${r1(top)}" width="${w}" height="${r1(bandHeight)}" fill="${p.band}" opacity="0.9"/><rect x="0" y="${r1(top)}" width="${w}" height="4" fill="#e9c98f" opacity="0.9"/>${text}`;
  return { band, top };
}

function svgOpen(
  w: number,
  h: number,
  p: Palette,
  sun: { x: number; y: number; r: number } | null,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    (sun
      ? `<circle cx="${r1(sun.x)}" cy="${r1(sun.y)}" r="${r1(sun.r * 2.2)}" fill="url(#glow)" opacity="0.6"/><circle cx="${r1(sun.x)}" cy="${r1(sun.y)}" r="${r1(sun.r)}" fill="${p.sun}" opacity="0.9"/>`
      : "")
  );
}

/** A landscape or editorial illustration with a caption band, as an SVG string. */
export function editorialSvg(spec: ArtSpec): string {
  const rng = rngFrom(`${spec.scene}|${spec.caption}|${spec.width}`);
  const p = paletteFor(spec, rng);
  const { width: w, height: h } = spec;
  const { band, top } = captionBand(w, h, p, spec.caption, spec.kicker);
  const sun = {
    x: w * between(rng, 0.12, 0.88),
    y: top * between(rng, 0.16, 0.3),
    r: Math.min(w, h) * between(rng, 0.06, 0.09),
  };
  const scene = SCENES[spec.scene]({ w, h, ground: top, p, rng });
  return `${svgOpen(w, h, p, sun)}${scene}${band}</svg>`;
}

/** A dignified head-and-shoulders silhouette on a studio-like backdrop, with a name band. */
export function portraitSvg(spec: {
  caption: string;
  kicker?: string;
  palette?: PaletteName;
  width: number;
  height: number;
}): string {
  const rng = rngFrom(`retrato|${spec.caption}`);
  const p = PALETTES[spec.palette ?? "azul"];
  const { width: w, height: h } = spec;
  const { band, top } = captionBand(w, h, p, spec.caption, spec.kicker);
  let s = svgOpen(w, h, p, null);
  for (let i = 0; i < 7; i++) {
    s += `<circle cx="${r1(between(rng, 0, w))}" cy="${r1(between(rng, 0, top * 0.7))}" r="${r1(between(rng, 30, 110))}" fill="${p.light}" opacity="${r1(between(rng, 0.04, 0.12) * 100) / 100}"/>`;
  }
  const cx = w / 2;
  const headR = w * 0.16;
  const headY = top * 0.36;
  const shoulderY = headY + headR * 1.75;
  // Neck, then jacket, shirt and tie, then the head.
  s += `<rect x="${r1(cx - headR * 0.34)}" y="${r1(headY + headR * 0.6)}" width="${r1(headR * 0.68)}" height="${r1(headR * 1.0)}" fill="#93adc4"/>`;
  s += `<path d="M${r1(cx - w * 0.46)} ${r1(top)} L${r1(cx - w * 0.42)} ${r1(shoulderY + headR * 0.5)} Q${r1(cx - w * 0.36)} ${r1(shoulderY - headR * 0.15)} ${r1(cx - headR * 0.9)} ${r1(shoulderY - headR * 0.25)} L${r1(cx + headR * 0.9)} ${r1(shoulderY - headR * 0.25)} Q${r1(cx + w * 0.36)} ${r1(shoulderY - headR * 0.15)} ${r1(cx + w * 0.42)} ${r1(shoulderY + headR * 0.5)} L${r1(cx + w * 0.46)} ${r1(top)} Z" fill="${p.near}"/>`;
  s += `<path d="M${r1(cx - headR * 0.62)} ${r1(shoulderY - headR * 0.25)} L${r1(cx)} ${r1(shoulderY + headR * 1.3)} L${r1(cx + headR * 0.62)} ${r1(shoulderY - headR * 0.25)} Z" fill="${p.light}"/>`;
  s += `<path d="M${r1(cx - headR * 0.14)} ${r1(shoulderY - headR * 0.05)} L${r1(cx + headR * 0.14)} ${r1(shoulderY - headR * 0.05)} L${r1(cx + headR * 0.2)} ${r1(shoulderY + headR * 1.0)} L${r1(cx)} ${r1(shoulderY + headR * 1.25)} L${r1(cx - headR * 0.2)} ${r1(shoulderY + headR * 1.0)} Z" fill="#0f766e"/>`;
  s += `<path d="M${r1(cx - headR * 0.62)} ${r1(shoulderY - headR * 0.25)} L${r1(cx - headR * 0.05)} ${r1(shoulderY + headR * 1.6)} L${r1(cx - headR * 0.9)} ${r1(shoulderY + headR * 0.2)} Z M${r1(cx + headR * 0.62)} ${r1(shoulderY - headR * 0.25)} L${r1(cx + headR * 0.05)} ${r1(shoulderY + headR * 1.6)} L${r1(cx + headR * 0.9)} ${r1(shoulderY + headR * 0.2)} Z" fill="${p.mid}"/>`;
  s += `<ellipse cx="${r1(cx)}" cy="${r1(headY)}" rx="${r1(headR * 0.86)}" ry="${r1(headR)}" fill="${SKIN}"/>`;
  s += `<path d="M${r1(cx - headR * 0.88)} ${r1(headY - headR * 0.1)} Q${r1(cx - headR * 0.8)} ${r1(headY - headR * 1.15)} ${r1(cx)} ${r1(headY - headR * 1.02)} Q${r1(cx + headR * 0.85)} ${r1(headY - headR * 1.1)} ${r1(cx + headR * 0.88)} ${r1(headY - headR * 0.1)} Q${r1(cx + headR * 0.5)} ${r1(headY - headR * 0.62)} ${r1(cx - headR * 0.88)} ${r1(headY - headR * 0.1)} Z" fill="${p.near}"/>`;
  s += `<rect x="${r1(cx + w * 0.22)}" y="${r1(shoulderY + headR * 0.55)}" width="${r1(headR * 0.22)}" height="${r1(headR * 0.14)}" rx="2" fill="#e9c98f"/>`;
  return `${s}${band}</svg>`;
}

/** The office emblem: a round seal with columns, a pediment and the initials (transparent PNG source). */
export function logoSvg(size: number, initials: string, label: string): string {
  const c = size / 2;
  const r = size * 0.47;
  const col = size * 0.035;
  let columns = "";
  for (let i = 0; i < 5; i++) {
    columns += `<rect x="${r1(c - size * 0.17 + i * size * 0.085 - col / 2)}" y="${r1(size * 0.3)}" width="${r1(col)}" height="${r1(size * 0.16)}" fill="#e9c98f"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="seal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d6b"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>` +
    `<circle cx="${c}" cy="${c}" r="${r1(r)}" fill="url(#seal)"/>` +
    `<circle cx="${c}" cy="${c}" r="${r1(r * 0.9)}" fill="none" stroke="#e9c98f" stroke-width="${r1(size * 0.012)}"/>` +
    `<path d="M${r1(c - size * 0.21)} ${r1(size * 0.3)} L${c} ${r1(size * 0.2)} L${r1(c + size * 0.21)} ${r1(size * 0.3)} Z" fill="#e9c98f"/>` +
    columns +
    `<rect x="${r1(c - size * 0.22)}" y="${r1(size * 0.46)}" width="${r1(size * 0.44)}" height="${r1(size * 0.025)}" fill="#e9c98f"/>` +
    `<text x="${c}" y="${r1(size * 0.69)}" text-anchor="middle" font-family="${FONT}" font-size="${r1(size * 0.2)}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>` +
    `<text x="${c}" y="${r1(size * 0.8)}" text-anchor="middle" font-family="${FONT}" font-size="${r1(size * 0.05)}" font-weight="bold" letter-spacing="${r1(size * 0.008)}" fill="#e9c98f">${escapeXml(label.toUpperCase())}</text>` +
    `</svg>`
  );
}
