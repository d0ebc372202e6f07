// @test after isApiError, status is a number
// @description Once the guard has said yes, the value's status can be used as a number.
declare const _hCaught: unknown;
if (isApiError(_hCaught)) {
  const _hStatus: number = _hCaught.status;
}
