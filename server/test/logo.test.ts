import type { Network } from '@affnet/contracts';
import { logoSvg } from '../src/networks/logo-art';
import { ACME, body, buildTestApp, GLOBEX, JPEG_BYTES, multipartFile, PNG_1X1, signIn, type TestApp } from './helpers';

let t: TestApp;
let acmeOwner: string;
beforeAll(async () => {
  t = await buildTestApp();
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
});
afterAll(() => t.close());

const networkData = () =>
  t.app.inject({ method: 'GET', url: '/user/network/data/acme', headers: { host: ACME, authorization: acmeOwner } });

const upload = (token: string, url: string, file: ReturnType<typeof multipartFile>, host = ACME) =>
  t.app.inject({ method: 'PUT', url, headers: { host, authorization: token, ...file.headers }, payload: file.payload });

describe('logo uploads', () => {
  it('stores a new main logo under a fresh name with its variants, and serves it', async () => {
    const response = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(PNG_1X1));
    expect(response.statusCode).toBe(200);
    const url = body<{ networklogo_Url: string }>(response).payload?.networklogo_Url as string;
    expect(url).toMatch(/^\/uploads\/acme\/logo-[0-9a-f]{8}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect((await t.app.inject({ method: 'GET', url: url.replace('.png', '.small.png') })).statusCode).toBe(200);
    const network = await t.app.inject({
      method: 'GET',
      url: '/user/network/data/acme',
      headers: { host: ACME, authorization: acmeOwner },
    });
    expect(body<Network>(network).payload?.networklogo_Url).toBe(url);

    const second = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(PNG_1X1));
    const secondUrl = body<{ networklogo_Url: string }>(second).payload?.networklogo_Url as string;
    expect(secondUrl).not.toBe(url);
    expect(await t.app.ctx.files.read(url.slice(1))).toBeNull();
  });

  it('stores small and medium variants next to the main logo, with the same type only', async () => {
    const main = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(PNG_1X1));
    const url = body<{ networklogo_Url: string }>(main).payload?.networklogo_Url as string;
    for (const variant of ['small', 'medium']) {
      const response = await upload(acmeOwner, `/api/network/upload/logo/${variant}`, multipartFile(PNG_1X1));
      expect(response.statusCode).toBe(200);
      expect(body(response).payload).toEqual({ networklogo_Url: url });
      expect(await t.app.ctx.files.read(url.slice(1).replace('.png', `.${variant}.png`))).not.toBeNull();
    }
    const mismatch = await upload(
      acmeOwner,
      '/api/network/upload/logo/small',
      multipartFile(JPEG_BYTES, { filename: 'a.jpg' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(body(mismatch).msg).toMatch(/^file: the small logo must be a PNG file/);
  });

  it('refuses files that are not images, whatever their name says', async () => {
    for (const data of [Buffer.from('hello world'), Buffer.from('<html><svg></svg></html>'), Buffer.alloc(0)]) {
      const response = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(data));
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'INVALID_IMAGE', field: 'file' });
    }
  });

  it('takes a plain SVG drawing, like the demo logos, and serves it as an image that cannot run script', async () => {
    const drawing = logoSvg('Acme Media', 'large', '#1f6feb');
    const response = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(Buffer.from(drawing)));
    expect(response.statusCode).toBe(200);
    const url = body<{ networklogo_Url: string }>(response).payload?.networklogo_Url as string;
    expect(url).toMatch(/^\/uploads\/acme\/logo-[0-9a-f]{8}\.svg$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: ACME } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['an event handler on a shape', '<svg><rect width="5" ONCLICK = "alert(1)"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['an external image', '<svg><image xlink:href="https://tracker.example/pixel.png"/></svg>'],
    ['an external use', '<svg><use href="//evil.example/sprite.svg#x"/></svg>'],
    ['an external style', '<svg><rect style="fill:url(https://evil.example/x)"/></svg>'],
    ['a style import', '<svg><style>@import "https://evil.example/x.css";</style></svg>'],
    ['HTML inside', '<svg><foreignObject><iframe src="https://evil.example"></iframe></foreignObject></svg>'],
    ['an entity', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
  ])('refuses an SVG with %s and keeps the current logo', async (_what, svg) => {
    const before = body<Network>(await networkData());
    const response = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(Buffer.from(svg)));
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'UNSAFE_SVG', field: 'file' });
    const after = body<Network>(await networkData());
    expect(after.payload?.networklogo_Url).toBe(before.payload?.networklogo_Url);
  });

  it('answers 413 above 512 KB and 400 without a file part', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(512 * 1024)]);
    const response = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(big));
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({ err: 1, msg: 'The logo must be at most 512 KB' });
    const wrongField = await upload(acmeOwner, '/api/network/upload/logo/', multipartFile(PNG_1X1, { field: 'logo' }));
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: '/api/network/upload/logo/',
      headers: { host: ACME, authorization: acmeOwner },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('is refused to a publisher (403) and changes only the caller’s own network', async () => {
    const publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
    expect((await upload(publisher, '/api/network/upload/logo/', multipartFile(PNG_1X1))).statusCode).toBe(403);
    const globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
    expect((await upload(globexOwner, '/api/network/upload/logo/', multipartFile(PNG_1X1), ACME)).statusCode).toBe(401);
    const branding = await t.app.inject({ method: 'GET', url: '/api/network/branding', headers: { host: GLOBEX } });
    expect(body<{ networklogo_Url: string }>(branding).payload?.networklogo_Url).toBe('/uploads/globex/logo.svg');
  });
});
