import { Role } from './enums';
import { AuthErrorCode } from './errors/auth';
import { authorize, isOperation, mayPerform, PERMISSIONS } from './permissions';

describe('authorize', () => {
  it('refuses an anonymous visitor as not logged in, and a lector an administrators’ operation as forbidden', () => {
    expect(authorize(null, 'course.read')).toBeNull();
    expect(authorize(null, 'news.write')).toBe(AuthErrorCode.NotLoggedIn);
    expect(authorize(null, 'course.write')).toBe(AuthErrorCode.NotLoggedIn);
    expect(authorize(Role.lector, 'attendance.mark')).toBeNull();
    expect(authorize(Role.lector, 'course.write')).toBe(AuthErrorCode.Forbidden);
    expect(authorize(Role.administrator, 'course.write')).toBeNull();
  });
});

describe('mayPerform', () => {
  it('lets anybody perform a public operation', () => {
    for (const role of [null, Role.lector, Role.administrator]) expect(mayPerform(role, 'course.read')).toBe(true);
  });

  it('lets staff, lectors included, perform a staff operation, and not an anonymous visitor', () => {
    expect(mayPerform(null, 'attendance.mark')).toBe(false);
    expect(mayPerform(undefined, 'attendance.mark')).toBe(false);
    expect(mayPerform(Role.lector, 'attendance.mark')).toBe(true);
    expect(mayPerform(Role.administrator, 'attendance.mark')).toBe(true);
  });

  it('lets a lector write the content only once an administrator allowed it (issue 41, item 9)', () => {
    for (const operation of ['news.write', 'gallery.write', 'picture.write', 'video.write'] as const) {
      expect(mayPerform(null, operation)).toBe(false);
      expect(mayPerform(Role.lector, operation)).toBe(false);
      expect(mayPerform({ role: Role.lector, editsContent: false }, operation)).toBe(false);
      expect(mayPerform({ role: Role.lector, editsContent: true }, operation)).toBe(true);
      expect(mayPerform(Role.administrator, operation)).toBe(true);
      expect(authorize({ role: Role.lector }, operation)).toBe(AuthErrorCode.Forbidden);
    }
    // The grant opens nothing else.
    expect(mayPerform({ role: Role.lector, editsContent: true }, 'course.write')).toBe(false);
    expect(mayPerform({ role: Role.lector, editsContent: true }, 'payment.read')).toBe(false);
  });

  it('keeps administrators’ operations from lectors', () => {
    for (const operation of ['registration.pay', 'registration.delete', 'invoice.send', 'user.write'] as const) {
      expect(mayPerform(Role.lector, operation)).toBe(false);
      expect(mayPerform(Role.administrator, operation)).toBe(true);
    }
  });
});

it('knows its operations, each of them <domain>.<verb>', () => {
  expect(isOperation('course.write')).toBe(true);
  expect(isOperation('course.fly')).toBe(false);
  expect(isOperation('toString')).toBe(false);
  for (const operation of Object.keys(PERMISSIONS)) expect(operation).toMatch(/^[a-z]+\.[a-z]+$/);
});
