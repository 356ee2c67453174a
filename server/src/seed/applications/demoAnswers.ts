import type { Answers, ApplicationForm, FormQuestion } from '@sla/contract';

/** Words in the applicants' own voices, chosen in turn, so each application reads differently. */
const LONG: Record<string, string[]> = {
  science_question: [
    'Why does the rain come later every year in my village? My grandmother plants by the first rains, and for three years the seeds have dried in the ground. I want to know whether we can predict the rains better, and what farmers could plant instead.',
    'How could we test water for bacteria cheaply at home? Many families near my school boil water only when children are already sick. A simple test that changes colour would save lives, and I would like to help make one.',
    'Can waste from cassava processing be turned into something useful? In our town it is thrown into the river and the fish have gone. I think bacteria or fungi might break it down, and I want to learn how to find out.',
    'Why do some people get malaria again and again while their neighbours do not? My cousin has had it six times this year. I would like to understand what in the body or the home makes the difference.',
  ],
  worked_out: [
    'Our school solar panel stopped charging the lamps. Nobody knew why, so I read the labels, borrowed a multimeter from a shop and found that one cable had corroded. I cleaned it and the lamps worked again. Now I check it every month.',
    'I wanted to know which of our goats gave the most milk for the feed they ate. For two months I weighed the feed and measured the milk each morning in a marked bottle, and drew a chart. The smallest goat was the best, which surprised my father.',
    'When my younger brother struggled with fractions, I cut a mango into pieces to show him halves and quarters. Then I made cards with drawings for each fraction. His teacher now uses the cards with the whole class.',
  ],
  research_question: [
    'Antimicrobial resistance is rising in the hospitals where I work, but we have little data on which resistance genes are circulating in the community. I would like to build a small network of laboratories in three countries that sample wastewater monthly and share sequencing results, so that doctors can choose antibiotics with evidence rather than habit.',
    'Smallholder farmers across East Africa lose up to a third of their maize to aflatoxin contamination after harvest. I would like to work with soil scientists, engineers and economists to test low-cost drying and storage methods on real farms, and to measure what farmers can afford to keep using.',
    'Mobile phone data could tell us how people move during disease outbreaks, but the methods were built for other continents. With colleagues in public health and computer science, I would like to test whether they work in our cities, and what privacy rules communities would accept.',
  ],
  leadership: [
    'In my second year as a PhD student I started a weekly writing group for our department. It began with four people in a corridor; two years later it has twenty members, and eleven papers have been submitted from it. I learned that leading is mostly about turning up every week.',
    'When our laboratory lost power for a month, I organised a rota with two other laboratories so that our samples could be stored in their freezers. It meant negotiating with three supervisors and keeping a careful log, and not a single sample was lost.',
    'I coordinate a volunteer science club for girls in two secondary schools. I recruited six mentors, wrote the activities with them and found a small grant for materials. Three of the first group are now studying science at university.',
  ],
  career_break: ['I took eighteen months away from research in 2022 to care for my mother during her illness.'],
};

const SHORT: Record<string, string[]> = {
  school: [
    'Kenyatta University',
    'Alliance Girls High School',
    'University of Ghana',
    'Mzuzu University',
    'Lagos State University',
    'Makerere University',
  ],
  institution: [
    'Kenya Medical Research Institute',
    'University of Ibadan',
    'Noguchi Memorial Institute',
    'University of Rwanda',
    'Ifakara Health Institute',
    'University of Cape Town',
  ],
  field: [
    'Microbiology',
    'Agricultural engineering',
    'Epidemiology',
    'Soil science',
    'Computational biology',
    'Public health nutrition',
  ],
  referee: ['Dr Grace Mutua, g.mutua@example.org', 'Prof. Yaw Asare, y.asare@example.org', 'Dr Ngozi Eke, n.eke@example.org'],
};

function answerFor(question: FormQuestion, firstName: string, seed: number, fileId: () => string): Answers[string] {
  const pick = <T>(items: readonly T[]) => items[seed % items.length]!;
  switch (question.type) {
    case 'short_text':
      return question.id === 'preferred_name' ? firstName : pick(SHORT[question.id] ?? ['Yes']);
    case 'long_text':
      return question.required || seed % 4 === 0 ? pick(LONG[question.id] ?? ['I would be glad to tell you more.']) : null;
    case 'choice': {
      const options = question.options ?? [];
      return question.multiple
        ? [options[seed % options.length]!, options[(seed + 3) % options.length]!]
        : options[seed % options.length]!;
    }
    case 'date':
      return question.id === 'date_of_birth'
        ? `${2005 + (seed % 3)}-0${1 + (seed % 9)}-1${seed % 10}`
        : `${2019 + (seed % 6)}-0${1 + (seed % 9)}-2${seed % 8}`;
    case 'file':
      return question.required || seed % 2 === 0 ? fileId() : null;
  }
}

/**
 * Answers to a programme's form: all of them for a submitted application, the first section only
 * for a draft (someone part of the way through). File answers name the files created alongside.
 */
export function demoAnswers(
  form: ApplicationForm,
  firstName: string,
  seed: number,
  complete: boolean,
  fileId: (questionId: string) => string,
): Answers {
  const answers: Answers = {};
  const sections = complete ? form.sections : form.sections.slice(0, 1);
  for (const section of sections) {
    for (const question of section.questions)
      answers[question.id] = answerFor(question, firstName, seed, () => fileId(question.id));
  }
  return answers;
}

/** A small, valid one-page PDF with a title, standing in for a CV or results. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>\nstream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
