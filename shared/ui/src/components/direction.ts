/** Whether the element sits in a right-to-left context (<html dir="rtl"> for arabic and fa). */
export function isRtlElement(element: Element | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
