import { useState, type KeyboardEvent } from 'react';
import type { FieldErrors } from '@sla/data';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { errorId, FieldError, hintId } from '@sla/forms';
import { t } from '@sla/i18n';
import { MAX_SKILLS } from './draft.js';
import { controlIdFor } from './fieldLabels.js';

export interface SkillsEditorProps {
  skills: string[];
  errors: FieldErrors;
  onChange: (skills: string[]) => void;
}

const MAX_SKILL_LENGTH = 40;

/** The first problem among the skills' own errors ("skills.3"), or with the list as a whole. */
function skillsError(errors: FieldErrors): string | undefined {
  if (errors['skills']) return errors['skills'];
  const key = Object.keys(errors).find((name) => name.startsWith('skills.'));
  return key ? errors[key] : undefined;
}

/**
 * Skills as chips: typing one and pressing Enter or a comma adds it (a pasted "a, b, c" adds three), each chip has
 * its own remove button. A skill already there is not added twice.
 */
export function SkillsEditor({ skills, errors, onChange }: SkillsEditorProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = controlIdFor('skills');
  const full = skills.length >= MAX_SKILLS;

  /** Adds what was typed; false (with the reason shown) when it cannot be added, so the text stays to fix. */
  const add = (text: string): boolean => {
    const candidates = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    let next = [...skills];
    for (const candidate of candidates) {
      const refusal =
        candidate.length > MAX_SKILL_LENGTH
          ? ALUMNI_MESSAGES.skillTooLong
          : next.length >= MAX_SKILLS
            ? ALUMNI_MESSAGES.tooManySkills
            : null;
      if (refusal) {
        setProblem(t(refusal));
        return false;
      }
      if (!next.some((skill) => skill.toLowerCase() === candidate.toLowerCase())) next = [...next, candidate];
    }
    setProblem(null);
    setTyped('');
    if (next.length !== skills.length) onChange(next);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    }
  };

  const error = problem ?? skillsError(errors);
  const described = [hintId(inputId), error ? errorId(inputId) : ''].filter(Boolean).join(' ');
  return (
    <div className="field profile-skills">
      <label htmlFor={inputId}>{t('Skills')}</label>
      <p className="field__hint" id={hintId(inputId)}>
        {t('Press Enter or type a comma after each skill; up to {max}.', { max: MAX_SKILLS })}
      </p>
      {skills.length ? (
        <ul className="profile-skills__chips" aria-label={t('Your skills')}>
          {skills.map((skill) => (
            <li key={skill} className="profile-chip">
              <span className="profile-chip__text">{skill}</span>
              <button
                type="button"
                className="profile-chip__remove"
                aria-label={t('Remove skill {skill}', { skill })}
                onClick={() => onChange(skills.filter((other) => other !== skill))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="profile-skills__add">
        <input
          id={inputId}
          value={typed}
          disabled={full}
          placeholder={full ? t('Remove a skill to add another') : t('e.g. Field surveys')}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            setProblem(null);
            const value = event.target.value;
            // A comma typed or pasted ends a skill.
            if (!value.includes(',') || !add(value)) setTyped(value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (typed.trim()) add(typed);
          }}
        />
        <button type="button" className="button button--outline" disabled={full || !typed.trim()} onClick={() => add(typed)}>
          {t('Add skill')}
        </button>
      </div>
      <FieldError id={errorId(inputId)} message={error} />
    </div>
  );
}
