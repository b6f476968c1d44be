/** Turkish messages shared by the zod contract and the calculation, so the form and the API say the same. */
export const CAPABILITY_MESSAGES = {
  /** Spec, error catalogue. */
  tooFew: 'En az 5 ölçüm değeri gereklidir!',
  tooMany: 'En fazla 1.000.000 ölçüm değeri girilebilir.',
  tooManyStudy: 'Kaydedilen bir çalışmada en fazla 100.000 ölçüm değeri olabilir.',
  zeroSpread: 'Tüm ölçümler aynı: standart sapma sıfır olduğundan Cp/Cpk hesaplanamaz.',
  invalidTolerance:
    'Üst spesifikasyon limiti alt limitten büyük olmalıdır: üst tolerans + alt tolerans sıfırdan büyük olmalıdır.',
  nonFiniteNominal: 'Nominal değer geçerli bir sayı olmalıdır.',
  nonFiniteUpperTolerance: 'Üst tolerans geçerli bir sayı olmalıdır.',
  nonFiniteLowerTolerance: 'Alt tolerans geçerli bir sayı olmalıdır.',
  nonFiniteValue: 'Ölçüm değerleri geçerli (sonlu) sayılar olmalıdır.',
  notComputable:
    'Ölçüm değerleri hesaplanamayacak kadar büyük veya küçük; lütfen değerleri ve birimleri kontrol edin.',
  invalidCount: 'Numune sayısı 1 ile 1.000.000 arasında bir tam sayı olmalıdır.',
  nonNormal:
    'Veriler normal dağılıma uymuyor (Anderson-Darling p < 0,05); Cp/Cpk ve ppm tahminleri yanıltıcı olabilir.',
  studyNameRequired: 'Çalışma adı gereklidir',
  studyNameTooLong: 'Çalışma adı en fazla 120 karakter olabilir',
  partNumberTooLong: 'Parça numarası en fazla 120 karakter olabilir',
  characteristicTooLong: 'Karakteristik en fazla 120 karakter olabilir',
} as const;
