// Types of the part of qrcode-generator (qrcode-generator.js beside this file) the game page uses.

type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

export interface QRCode {
  addData(data: string, mode?: 'Numeric' | 'Alphanumeric' | 'Byte' | 'Kanji'): void;
  make(): void;
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
}

/** @param typeNumber 0 picks the smallest version (1 to 40) that holds the data */
export function qrcode(typeNumber: number, errorCorrectionLevel: ErrorCorrectionLevel): QRCode;
export default qrcode;
