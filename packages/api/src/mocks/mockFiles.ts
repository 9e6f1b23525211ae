import { http, HttpResponse, type HttpHandler } from 'msw';
import { ATTACHMENTS_PATH } from '../contract/attachments.ts';
import { stickerSvg } from '../contract/stickerImages.ts';
import { STICKERS_PATH, stickerOf } from '../contract/stickers.ts';

// The files of the mocks: the picture every attachment link answers with (a recording holds no bytes).

// A 160×100 PNG (a receipt on a latte background): what the mock host serves for every attachment.
const PICTURE = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAGF0lEQVR42u3Xt40E6RWF0Y3pj4RqtdaawmPp0Vrr0iEwA9qMhDYd' +
      '+mw0gcIxtwcYo4EHnAw+4+K+8/ffpUWGHAVKVKjRYAe72MM+DnCIIxzjBKc4wzkucIkrXOMGt7jDPR7wiCc84wUtOvQYMGLCjHci' +
      'cASOwFsd+PdpkSFHgRIVajTYwS72sI8DHOIIxzjBKc5wjgtc4grXuMEt7nCPBzziCc94QYsOPQaMmDAjAkfgCLzdgf+QFhlyFChR' +
      'oUaDHexiD/s4wCGOcIwTnOIM57jAJa5wjRvc4g73eMAjnvCMF7To0GPAiAkzInAEjsDbHfiPaZEhR4ESFWo02MEu9rCPAxziCMc4' +
      'wSnOcI4LXOIK17jBLe5wjwc84gnPeEGLDj0GjJgwIwJH4Ai83YH/lBYZchQoUaFGgx3sYg/7OMAhjnCME5ziDOe4wCWucI0b3OIO' +
      '93jAI57wjBe06NBjwIgJMyJwBI7A2x343bTIkKNAiQo1mrX//uff4Td6eTettOjQY8CICTMicASOwNsd+L20yJCjQIkKNZq1yLZB' +
      '4PfSSosOPQaMmDAjAkfgCLzdgd9Piww5CpSoUKNZi2wbBH4/rbTo0GPAiAkz3jDwv/75j/AbReAI/OrAH6RFhhwFSlSo0axFtg0C' +
      'f5BWWnToMWDEhBlvGDiWdYMNjsAR+LWBP0yLDDkKlKhQo1mLbBsE/jCttOjQY8CICTMicASOwNsd+KO0yJCjQIkKNZq1yLZB4I/S' +
      'SosOPQaMmDAjAkfg1waOd7vBD37DwB+nRYYcBUpUqNGsRbYNAn+cVlp06DFgxIQZETgCvzZwLOsGG/yGgT9Jiww5CpSoUKNZi2wb' +
      'BP4krbTo0GPAiAkzInAEjsDbHfjTtMiQo0CJCjWatci2QeBP00qLDj0GjJgwIwJH4Ai83YE/S4sMOQqUqFCjWYt3u8EP/iyttOjQ' +
      'Y8CICTMicASOwNsd+PO0yJCjQIkKNZq1WNYNNvjztNKiQ48BIybMiMAROAJvd+Av0iJDjgIlKtRo1iLbBoG/SCstOvQYMGLCjAgc' +
      'gSPwdgf+Mi0y5ChQokKNZi2ybRD4y7TSokOPASMmzHjDwPFuN/jBETgCvzbwV2mRIUeBEhVqNGuRbYPAX6WVFh16DBgxYcYbBo5l' +
      '3WCDI3AEfm3gr9MiQ44CJSrUaNYi2waBv04rLTr0GDBiwowIHIEj8HYH/iYtMuQoUKJCjWYtsm0Q+Ju00qJDjwEjJsyIwBH4tYHj' +
      '3W7wg98w8LdpkSFHgRIVajRrkW2DwN+mlRYdegwYMWFGBI7Arw0cy7rBBr9h4O/SIkOOAiUq1GjWItsGgb9LKy069BgwYsKMCByB' +
      'I/B2B/4+LTLkKFCiQo1mLbJtEPj7tNKiQ48BIybMiMAROAJvd+Af0iJDjgIlKtRo1uLdbvCDf0grLTr0GDBiwowIHIEj8HYH/jEt' +
      'MuQoUKJCjWYtlnWDDf4xrbTo0GPAiAkzInAEjsDbHfintMiQo0CJCjWatci2QeCf0kqLDj0GjJgwIwJH4Ai83YF/TosMOQqUqFCj' +
      'WYtsGwT+Oa206NBjwIgJM94wcLzbDX5wBI7Arw38S1pkyFGgRIUazVpk2yDwL2mlRYceA0ZMmPGGgf9vB7vYwz4OcIgjHOMEpzjD' +
      'OS5wiStc4wa3uMM9HvCIJzzjBRE4Ar8i8K9pkSFHgRIVajTYwS72sI8DHOIIxzjBKc5wjgtc4grXuMEt7nCPBzziCc94QYsOPQaM' +
      'mDAjAkfgCLzdgf+cFhlyFChRoUaDHexiD/s4wCGOcIwTnOIM57jAJa5wjRvc4g73eMAjnvCMF7To0GPAiAkzInAEjsDbHfgvaZEh' +
      'R4ESFWo02MEu9rCPAxziCMc4wSnOcI4LXOIK17jBLe5wjwc84gnPeEGLDj0GjJgwIwJH4Ai83YH/mhYZchQoUaFGgx3sYg/7OMAh' +
      'jnCME5ziDOe4wCWucI0b3OIO93jAI57wjBe06NBjwIgJMyJwBI7A2x34b2mRIUeBEhVqNNjBLvawjwMc4gjHOMEpznCOC1ziCte4' +
      'wS3ucI8HPOIJz3hBiw49BoyYMON/N7zRzyNab40AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

/** Attachments are downloads with nosniff; the mock serves one picture for every one. */
export const attachmentFilesHandlers = (host: string): HttpHandler[] => [
  http.get(`${host}${ATTACHMENTS_PATH}/:id`, () =>
    HttpResponse.arrayBuffer(PICTURE.buffer, {
      headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' },
    }),
  ),
  // The sandbox stickers' pictures, as the reference server draws them (contract stickerImages.ts).
  http.get(`${host}${STICKERS_PATH}/:file`, ({ params }) => {
    const entry = stickerOf(String(params.file).replace(/\.svg$/, ''));
    if (!entry) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(stickerSvg(entry.sticker), {
      headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff' },
    });
  }),
];
