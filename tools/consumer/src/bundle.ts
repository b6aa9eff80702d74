/**
 * What a browser app pays for the rules engine: an entry bundled with esbuild (minified, ESM,
 * browser platform) from the installed tarballs, measured in gzip bytes. Sizes are
 * deterministic for a given source and esbuild version, so a budget may be asserted on them.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  bytes: number;
  gzipBytes: number;
  inputs: string[];
  /** The inputs that left code in the bundle (esbuild reads, then drops, unused files). */
  includedInputs: string[];
}

export async function bundleSize(entry: string, workingDir: string): Promise<BundleSize> {
  const out = await build({
    entryPoints: [entry],
    absWorkingDir: workingDir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // metafile.outputs is keyed by the output name; no file is written.
    outfile: 'bundle.js',
    metafile: true,
    logLevel: 'silent',
    // The wasm core is a separate asset a page fetches; it is not part of the script.
    loader: { '.wasm': 'empty' },
  });
  const code = out.outputFiles[0]!.contents;
  const used = Object.values(out.metafile.outputs)[0]!.inputs;
  const includedInputs = Object.keys(used).filter((f) => used[f]!.bytesInOutput > 0);
  return { bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, inputs: Object.keys(out.metafile.inputs), includedInputs };
}
