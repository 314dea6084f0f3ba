/**
 * El Registro de síntomas y detonantes en español: the Spanish twin of ./symptom-tracker.ts
 * (same exports, same ids in the same order; docs/decisions/0024-two-languages.md). Ids are
 * stored in her vault, so they stay exactly as in English; only the labels change. Everyday
 * words, no diagnosis, no claim that one thing causes another.
 */
import type { Translation } from '@core/i18n';
import { INTENSITY_MAX, INTENSITY_MIN, hotlines } from '@core/constants';
import type * as en from '@core/content/symptom-tracker';

// Values come from where English takes them, never from the English module: the Spanish page
// must not carry the English words along (the parity test checks the default is the same).
export { INTENSITY_MAX, INTENSITY_MIN };
export const DEFAULT_INTENSITY: typeof en.DEFAULT_INTENSITY = 5;
export type { SymptomId, SymptomOption, TriggerId } from '@core/content/symptom-tracker';

export const symptomOptions: Translation<typeof en.symptomOptions> = [
  { id: 'headache', label: 'Dolor de cabeza' },
  { id: 'tight-chest', label: 'Opresión en el pecho' },
  { id: 'racing-heart', label: 'Corazón acelerado' },
  { id: 'short-of-breath', label: 'Me cuesta respirar' },
  { id: 'stomach-ache', label: 'Dolor o malestar de estómago' },
  { id: 'nausea', label: 'Náuseas' },
  { id: 'trouble-sleeping', label: 'Problemas para dormir' },
  { id: 'nightmares', label: 'Pesadillas' },
  { id: 'tiredness', label: 'Cansancio' },
  { id: 'jaw-shoulder-tension', label: 'Tensión en la mandíbula o los hombros' },
  { id: 'back-pain', label: 'Dolor de espalda o de cuello' },
  { id: 'shaking', label: 'Temblores' },
  { id: 'sweating', label: 'Sudor o sensación de calor' },
  { id: 'dizziness', label: 'Mareo o sensación de desmayo' },
  { id: 'numbness', label: 'Sentirme entumecida o como ausente' },
  { id: 'appetite', label: 'Cambios en el apetito' },
  { id: 'crying', label: 'Llanto' },
  { id: 'jumpy', label: 'Nerviosa, me sobresalto con facilidad' },
];

export const triggerOptions: Translation<typeof en.triggerOptions> = [
  { id: 'raised-voice', label: 'Alguien alzó la voz' },
  { id: 'message-from-him', label: 'Un mensaje o una llamada de él' },
  { id: 'seeing-him', label: 'Verlo a él, o a alguien parecido' },
  { id: 'place-reminder', label: 'Un lugar que me lo recuerda' },
  { id: 'date-reminder', label: 'Una fecha o un aniversario' },
  { id: 'sound-smell', label: 'Un sonido, un olor o una canción' },
  { id: 'money-worries', label: 'Preocupaciones por dinero' },
  { id: 'children-contact', label: 'La entrega de los niños, o un contacto sobre ellos' },
  { id: 'court-police', label: 'La corte, la policía o trámites' },
  { id: 'conflict', label: 'Una discusión o un conflicto' },
  { id: 'being-criticised', label: 'Que me critiquen o me culpen' },
  { id: 'feeling-watched', label: 'Sentirme vigilada o seguida' },
  { id: 'being-alone', label: 'Estar sola de noche' },
  { id: 'crowds-noise', label: 'Multitudes o ruido fuerte' },
  { id: 'touch', label: 'Que me toquen de repente' },
  { id: 'not-sure', label: 'No estoy segura' },
];

export const intensityWords: Translation<typeof en.intensityWords> = {
  none: 'nada',
  mild: 'leve',
  moderate: 'moderada',
  strong: 'fuerte',
  veryStrong: 'muy fuerte',
};

/** What a screen reader says for the intensity control, e.g. "6 de 10, moderada". */
export const intensityValueText: Translation<typeof en.intensityValueText> = '{value} de {max}, {words}';

export const somaticExplanation: Translation<typeof en.somaticExplanation> = {
  title: 'Cómo puede reaccionar tu cuerpo al estrés',
  paragraphs: [
    'Cuando algo se siente amenazante, el cuerpo se prepara para protegerte antes de que tengas tiempo de pensar. El corazón late más rápido, la respiración se acelera, los músculos se tensan y la digestión se vuelve más lenta. Es el sistema de alarma del cuerpo haciendo su trabajo.',
    'Después de vivir con miedo mucho tiempo, esa alarma puede dispararse con más facilidad y quedarse encendida más tiempo. Una voz, un mensaje, un lugar o una fecha pueden activarla aunque ahora estés a salvo. Hay quien llama a esto respuestas somáticas (del cuerpo) al trauma. No son una debilidad y no son “cosas de tu cabeza”.',
    'Anotar lo que sientes en el cuerpo, y lo que pasaba justo antes, puede ayudarte a notar patrones con el tiempo: qué momentos son los más difíciles y qué te ayuda. Tú decides qué significan esos patrones para ti. Que dos cosas se anoten juntas a menudo no prueba que una cause la otra.',
    'Este registro no diagnostica nada. Muchas de estas sensaciones también pueden tener otras causas que debe revisar un médico. Si un síntoma te preocupa, es nuevo, empeora o no se va, por favor habla con un médico. El informe de esta página puede ayudarte a explicar lo que has notado.',
  ],
  emergency: `Si tienes dolor en el pecho, no puedes respirar o estás en peligro ahora mismo, llama al ${hotlines.emergency.display}.`,
};

export const symptomTrackerTexts: Translation<typeof en.symptomTrackerTexts> = {
  page: {
    eyebrow: 'Herramientas de sanación',
    title: 'Registro de síntomas y detonantes',
    lead: 'El estrés a menudo aparece primero en el cuerpo. Anota lo que sientes y lo que estaba pasando, mira los patrones con el tiempo y crea un informe para tu médico o tu terapeuta. Todo se guarda en privado, protegido por tu propia frase de acceso.',
  },
  gateTitle: 'Abre tu registro',
  gateDescription: 'Escribe tu correo electrónico y tu frase de acceso privada para abrir los síntomas y momentos que anotaste.',
  unlockedTitle: 'Tu registro está desbloqueado',
  loading: 'Cargando tu registro...',
  intro: 'Anota lo que sientes en el cuerpo y lo que estaba pasando justo antes. Solo tú puedes leer lo que escribes aquí.',
  emptyList: 'Todavía no has anotado nada. Lo que anotes se guardará aquí, lo más reciente primero.',
  ownSymptomLabel: 'O con tus propias palabras',
  ownTriggerLabel: 'Otra cosa (con tus propias palabras)',
  notesHint: 'Lo que quieras recordar: qué te ayudó, dónde estabas, cuánto duró.',
  form: {
    heading: 'Anota un síntoma',
    editHeading: 'Cambia esta anotación',
    symptomLabel: '¿Qué sentiste en el cuerpo?',
    chooseSymptom: 'Elige un síntoma',
    ownWordsOption: 'Con mis propias palabras',
    intensityLabel: '¿Qué tan fuerte fue?',
    intensityHint: '{min} es nada, {max} es lo más fuerte que puedas imaginar. Las teclas de flecha lo cambian de uno en uno.',
    whenLabel: '¿Cuándo lo sentiste?',
    whenHint: 'Ahora, a menos que lo cambies.',
    triggersLegend: '¿Qué estaba pasando justo antes? Elige las que quieras, o ninguna.',
    notesLabel: 'Notas (opcional)',
    saving: 'Guardando...',
    save: 'Guardar anotación',
    saveChanges: 'Guardar cambios',
    cancel: 'Cancelar',
    keptBoth: { title: 'Guardado', description: 'Esta anotación también se cambió mientras tanto en otro dispositivo. Las dos versiones se guardaron en tu lista.' },
    changed: { title: 'Cambios guardados', description: 'Tu anotación se actualizó y se guarda en privado, solo para ti.' },
    saved: { title: 'Anotación guardada', description: 'Se guarda en privado, solo para ti.' },
    notSaved: { title: 'No se guardó', description: 'Tu anotación no se pudo guardar en este momento. Sigue aquí, así que puedes intentar de nuevo.' },
  },
  list: {
    heading: 'Tus anotaciones',
    intensity: 'Intensidad:',
    moments: 'Momentos:',
    noneNoted: 'ninguno anotado',
    beingChanged: 'La estás cambiando en el formulario de arriba.',
    change: 'Cambiar',
    delete: 'Eliminar',
    confirmTitle: '¿Eliminar esta anotación?',
    confirmBody: 'Tu anotación de {name} del {when} se borrará. No se puede deshacer.',
    keep: 'Conservarla',
    deleting: 'Eliminando...',
    confirm: 'Eliminar anotación',
    notDeleted: { title: 'No se eliminó', description: 'La anotación no se pudo eliminar en este momento, así que sigue guardada. Por favor, intenta de nuevo.' },
    deleted: { title: 'Anotación eliminada', description: 'Esa anotación se borró.' },
  },
  patterns: {
    show: 'Mostrar',
    allSymptoms: 'Todos los síntomas',
    chartLine: 'Intensidad promedio',
    chartSummary: '{title}, intensidad promedio por día sobre {max}: {days}.',
    showTable: 'Ver como tabla',
    daysRegion: '{title}: cada día',
    daysCaption: '{title}: cada día en que anotaste algo',
    day: 'Día',
    logs: 'Anotaciones',
    averageIntensity: 'Intensidad promedio',
    symptoms: 'Síntomas',
    togetherRegion: 'Momentos y síntomas anotados juntos',
    togetherCaption: 'Momentos y síntomas anotados juntos, los más frecuentes primero',
    moment: 'Momento',
    symptom: 'Síntoma',
    timesTogether: 'Veces anotados juntos',
    eachSymptom: 'Cada síntoma',
    eachRegion: 'Cuántas veces se anotó cada síntoma',
    eachCaption: 'Cuántas veces se anotó cada síntoma y qué tan fuerte fue',
    timesLogged: 'Veces anotado',
    highest: 'Máxima',
  },
  together: {
    title: 'Anotados juntos a menudo',
    description:
      'Cuántas veces se anotaron juntos cada momento y cada síntoma. Esto cuenta lo que escribiste; no significa que uno cause el otro.',
    empty: 'Cuando relaciones un momento con un síntoma, aquí verás cuántas veces se anotaron juntos.',
  },
  overTime: {
    title: 'Síntomas a lo largo del tiempo',
    description: 'La intensidad promedio de lo que anotaste cada día.',
    empty: 'Cuando anotes un síntoma, aquí verás cómo cambia con el tiempo.',
  },
  report: {
    title: 'Un informe para tu médico o tu terapeuta',
    description:
      'Un PDF creado en este dispositivo para las fechas que elijas. No se envía a ningún sitio: tú decides si lo compartes. El archivo tiene un nombre sencillo que no dice lo que contiene.',
    /** The PDF's metadata title (plain: the file may sit on a device someone else looks at). */
    pdfTitle: 'Notas de salud',
    heading: 'Notas de salud',
    ownRecord: 'Estas son mis propias notas sobre cómo me he sentido, escritas en su momento. No son un diagnóstico.',
    noLogs: 'No se anotó nada en este periodo.',
    fromLabel: 'Desde',
    toLabel: 'Hasta',
    includeNotes: 'Incluir mis notas',
    make: 'Crear el informe (PDF)',
    making: 'Creando el informe...',
    rangeError: 'Por favor, elige un primer día que sea igual o anterior al último.',
    nothingInRange: 'No se anotó nada del {from} al {to}, así que no se creó ningún informe.',
    made: 'Tu informe ({count, plural, one {# anotación} other {# anotaciones}}) se creó en este dispositivo como {fileName}. No se envió a ningún sitio.',
    failed: 'El informe no se pudo crear en este momento. Por favor, revisa tu conexión e intenta de nuevo.',
    period: 'Periodo: del {from} al {to}',
    madeOn: 'Creado el {date}',
    summary: 'Resumen',
    summaryText: '{count, plural, one {# anotación} other {# anotaciones}} en este periodo. La intensidad va de 0 (nada) a {max} (lo más fuerte).',
    times: '{count, plural, one {# vez} other {# veces}}',
    symptomLine: '{symptom}: anotado {times}, intensidad promedio {average} de {max}, máxima {highest}',
    noneLinked: 'En este periodo no se relacionó ningún momento con un síntoma.',
    togetherText: 'Cuántas veces se anotaron juntos cada momento y cada síntoma. Esto no significa que uno cause el otro.',
    pairLine: '{trigger} con {symptom}: {times}',
    eachLog: 'Cada anotación',
    entry: '{time} - {symptom} - intensidad {intensity} de {max}',
    momentsLinked: 'Momentos relacionados: {moments}',
    noneNoted: 'ninguno anotado',
    notes: 'Notas: {notes}',
  },
};

export const symptomReportFileName: Translation<typeof en.symptomReportFileName> = 'notas-de-salud-{date}.pdf';
