// deploy/kubernetes/*.yaml validated against the Kubernetes OpenAPI schemas (kubernetes-models,
// which ships them compiled), and what the files promise each other: the probes on the server's
// paths, the grace period covering the drain, the migration Job running the release step.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'
import { Job } from 'kubernetes-models/batch/v1/Job'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import { Secret } from 'kubernetes-models/v1/Secret'
import { Service } from 'kubernetes-models/v1/Service'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { loadConfig } from '../src/core/config.js'

const dir = path.resolve(import.meta.dirname, '../../deploy/kubernetes')
const models: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
}

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown }
const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'))
const manifests = files.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => {
    expect(doc.errors, file).toEqual([])
    return { file, manifest: doc.toJS() as Manifest }
  }),
)
const kubernetesObjects = manifests.filter(({ manifest }) => manifest.kind !== 'Kustomization')
const find = (kind: string) => kubernetesObjects.find(({ manifest }) => manifest.kind === kind)!.manifest as never

describe('Kubernetes manifests', () => {
  it('are each valid against the Kubernetes schema of their kind', () => {
    expect(kubernetesObjects.map(({ manifest }) => manifest.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Job', 'PodDisruptionBudget', 'Secret', 'Service'].sort(),
    )
    for (const { file, manifest } of kubernetesObjects) {
      const Model = models[`${manifest.apiVersion}/${manifest.kind}`]
      expect(Model, `${file}: ${manifest.apiVersion} ${manifest.kind}`).toBeDefined()
      expect(() => new Model!(manifest as never).validate(), file).not.toThrow()
    }
  })

  it('catch a wrong value: the check is not a formality', () => {
    const deployment = structuredClone(find('Deployment')) as { spec: { replicas: unknown } }
    deployment.spec.replicas = 'two'
    expect(() => new Deployment(deployment as never).validate()).toThrow(/replicas must be integer/)
  })

  it('list in the kustomization every file but the Job and the example Secret, which are applied on their own', () => {
    const kustomization = manifests.find(({ manifest }) => manifest.kind === 'Kustomization')!.manifest as unknown as {
      resources: string[]
    }
    expect(kustomization.resources.sort()).toEqual(
      files.filter((f) => !['kustomization.yaml', 'migrate-job.yaml', 'secret.example.yaml'].includes(f)).sort(),
    )
  })

  it('probe /readyz and /livez, and give a pod its drain before it is killed', () => {
    const { spec } = find('Deployment') as { spec: { template: { spec: PodSpec } } }
    const config = find('ConfigMap') as { data: Record<string, string> }
    const [container] = spec.template.spec.containers
    expect(container!.readinessProbe.httpGet.path).toBe('/readyz')
    expect(container!.livenessProbe.httpGet.path).toBe('/livez')
    // The configuration the pods get is one the server accepts, with migrations left to the Job.
    const env = loadConfig({ ...config.data, SESSION_SECRET: 'x'.repeat(32) })
    expect(env.migrateOnStart).toBe(false)
    const readiness = container!.readinessProbe
    expect(env.shutdownDelayMs / 1000).toBeGreaterThan(readiness.periodSeconds * readiness.failureThreshold)
    expect(spec.template.spec.terminationGracePeriodSeconds).toBe(
      (env.shutdownDelayMs + env.shutdownTimeoutMs) / 1000 + 5,
    )
  })

  it('migrate in a Job with the same image and settings as the pods', () => {
    const job = find('Job') as { spec: { template: { spec: PodSpec } } }
    const deployment = find('Deployment') as { spec: { template: { spec: PodSpec } } }
    const [migrate] = job.spec.template.spec.containers
    const [app] = deployment.spec.template.spec.containers
    const pkg = JSON.parse(readFileSync(path.resolve(dir, '../../package.json'), 'utf8'))
    expect(migrate!.command.join(' ')).toBe(pkg.scripts['db:migrate'])
    expect(migrate!.image).toBe(app!.image)
    expect(migrate!.envFrom).toEqual(app!.envFrom)
  })
})

interface PodSpec {
  terminationGracePeriodSeconds: number
  containers: {
    image: string
    command: string[]
    envFrom: unknown[]
    readinessProbe: { httpGet: { path: string }; periodSeconds: number; failureThreshold: number }
    livenessProbe: { httpGet: { path: string } }
  }[]
}
