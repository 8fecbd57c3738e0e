import { describe, expect, it } from 'vitest';
import { looksLikeXss, XSS_SAMPLE_LENGTH, xssSample } from './xss';

describe('looksLikeXss', () => {
  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js>',
    '</script><script>alert(1)',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<body onpageshow="alert(1)">',
    '" onmouseover="alert(1)',
    'x onerror = alert(1)',
    '<iframe src="//evil.example">',
    '<a srcdoc="<b>">',
    'width: expression(alert(1))',
    '%3Cscript%3Ealert(1)%3C/script%3E',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '&#60;script&#62;',
    '&#x3C;img src=x onerror=alert(1)&#x3E;',
    'javascript&colon;alert(1)',
  ])('flags %j', (input) => {
    expect(looksLikeXss(input)).toBe(true);
  });

  it.each([
    '',
    'Ada Lovelace',
    "O'Brien",
    'online = true',
    'Meet at 5 <> 6 pm',
    'a < b and c > d',
    'I wrote a script for the play',
    'See https://example.com/path?q=1&lang=en',
    '100% sure',
    'session=abc; onboarding done',
  ])('leaves %j alone', (input) => {
    expect(looksLikeXss(input)).toBe(false);
  });
});

describe('xssSample', () => {
  it('turns angle brackets into look-alikes, so the sample is text wherever it is shown', () => {
    expect(xssSample('<img src=x onerror=alert(1)>')).toBe('‹img src=x onerror=alert(1)›');
  });

  it('drops control characters', () => {
    expect(xssSample('java\tscript:\u0000alert(1)\u007f')).toBe('javascript:alert(1)');
  });

  it(`keeps the first ${XSS_SAMPLE_LENGTH} characters and marks the cut`, () => {
    const sample = xssSample(`<script>${'a'.repeat(500)}`);
    expect(sample).toHaveLength(XSS_SAMPLE_LENGTH + 1);
    expect(sample.endsWith('…')).toBe(true);
    expect(xssSample('<b>')).toBe('‹b›');
  });

  it('never cuts a character in half', () => {
    const sample = xssSample('😀'.repeat(XSS_SAMPLE_LENGTH + 5));
    expect([...sample]).toHaveLength(XSS_SAMPLE_LENGTH + 1);
    expect(sample.startsWith('😀'.repeat(XSS_SAMPLE_LENGTH))).toBe(true);
  });
});
